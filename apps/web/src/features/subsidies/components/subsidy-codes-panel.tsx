import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { SubsidyCode } from '@app/domain';
import { notifyError } from '#lib/notify.ts';
import { downloadSubsidyCodes, useSubsidyCodes } from '../api/subsidy-codes.ts';
import { CodeCardsSheet } from './code-cards-sheet.tsx';
import { CodeHolderForm } from './code-holder-form.tsx';
import { GenerateCodesDialog } from './generate-codes-dialog.tsx';
import { SubsidyCodesTable } from './subsidy-codes-table.tsx';

interface SubsidyCodesPanelProps {
  subsidyId: number;
  /** The subsidy's name in the interface language. */
  name: string;
  locationName: string;
}

/**
 * A subsidy's codes: search, pages of 50 ("load more"), generate, CSV download and the printable
 * code cards (the active codes shown, or the batch just generated while its result is open).
 */
export function SubsidyCodesPanel({ subsidyId, name, locationName }: SubsidyCodesPanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const codes = useSubsidyCodes(subsidyId, debounced);
  const [generating, setGenerating] = useState(false);
  const [batch, setBatch] = useState<SubsidyCode[] | null>(null);
  const [holder, setHolder] = useState<SubsidyCode | null>(null);
  const loaded = codes.data?.pages.flatMap((page) => page.items) ?? [];
  const total = codes.data?.pages[0]?.total ?? 0;

  const download = () =>
    downloadSubsidyCodes(subsidyId).catch(() => notifyError(t('subsidies.codes.downloadFailed')));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('subsidies.codes.title', { name })}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => void download()}>
            {t('subsidies.codes.download')}
          </Button>
          <Button variant="default" onClick={() => window.print()} disabled={loaded.length === 0}>
            {t('subsidies.codes.print')}
          </Button>
          <Button onClick={() => setGenerating(true)}>{t('subsidies.codes.generate')}</Button>
        </Group>
      </Group>
      <TextInput
        aria-label={t('subsidies.codes.search')}
        placeholder={t('subsidies.codes.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {codes.isPending ? (
        <Loader />
      ) : loaded.length === 0 ? (
        <Text>{t('subsidies.codes.empty')}</Text>
      ) : (
        <>
          <SubsidyCodesTable subsidyId={subsidyId} codes={loaded} onEditHolder={setHolder} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('subsidies.codes.shown', { shown: loaded.length, total })}
            </Text>
            {codes.hasNextPage && (
              <Button
                variant="default"
                loading={codes.isFetchingNextPage}
                onClick={() => void codes.fetchNextPage()}
              >
                {t('subsidies.codes.loadMore')}
              </Button>
            )}
          </Group>
        </>
      )}
      {generating && (
        <GenerateCodesDialog
          subsidyId={subsidyId}
          name={name}
          onGenerated={setBatch}
          onClose={() => {
            setGenerating(false);
            setBatch(null);
          }}
        />
      )}
      {holder && (
        <CodeHolderForm subsidyId={subsidyId} code={holder} onClose={() => setHolder(null)} />
      )}
      <CodeCardsSheet
        codes={(batch ?? loaded).filter((code) => code.status === 'active')}
        locationName={locationName}
        subsidyName={name}
      />
    </Stack>
  );
}
