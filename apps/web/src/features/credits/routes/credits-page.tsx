import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isSchoolYearLocked, toCents, toIsoDate, type Credit } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useExpireCredit } from '../api/expire-credit.ts';
import { useCredits } from '../api/get-credits.ts';
import { useEndOfSchoolYear } from '../api/get-school-year.ts';
import { CreditForm } from '../components/credit-form.tsx';
import { CreditHistory } from '../components/credit-history.tsx';
import { CreditsTable } from '../components/credits-table.tsx';
import { ImportCustomersButton } from '../components/import-customers-button.tsx';
import { SchoolYearNotice } from '../components/school-year-notice.tsx';

type Editing = { credit: Credit | null } | null;

/**
 * `/settings/credits` (manager and above, `app8_credits`): the customers' credits, giving and
 * changing them, expiring them, who did what, and the customer list import.
 */
export function CreditsPage() {
  const { t } = useTranslation();
  const location = useActiveLocation();
  const format = useFormatters(location.timezone);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const credits = useCredits(debounced);
  const schoolYear = useEndOfSchoolYear(location.k12);
  const expire = useExpireCredit();
  const [editing, setEditing] = useState<Editing>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);

  const today = toIsoDate(new Date(), location.timezone);
  const endOfYear = schoolYear.data ?? null;
  const blocked = location.k12 && schoolYear.isSuccess && !isSchoolYearLocked(endOfYear, today);
  const rows = credits.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmExpire = (credit: Credit) =>
    modals.openConfirmModal({
      title: t('credits.expireTitle'),
      children: (
        <Text size="sm">
          {t('credits.expireBody', {
            address: credit.email,
            balance: format.money(toCents(credit.balance)),
          })}
        </Text>
      ),
      labels: { confirm: t('credits.expireConfirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        expire.mutate(credit.email, {
          onSuccess: () => notifySuccess(t('credits.expired')),
          onError: (error) => notifyError(error.message),
        }),
    });

  return (
    <Stack p="md" maw={1100}>
      <div>
        <Title order={1} size="h3">
          {t('credits.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('credits.intro')}
        </Text>
      </div>
      {blocked && <SchoolYearNotice />}
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('credits.search')}
          placeholder={t('credits.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
        />
        <Group>
          <ImportCustomersButton />
          <Button
            disabled={blocked || (location.k12 && !schoolYear.isSuccess)}
            onClick={() => setEditing({ credit: null })}
          >
            {t('credits.give')}
          </Button>
        </Group>
      </Group>
      {credits.isPending ? (
        <Loader />
      ) : rows.length === 0 ? (
        <Text>{debounced ? t('credits.noMatch') : t('credits.empty')}</Text>
      ) : (
        <CreditsTable
          credits={rows}
          onEdit={(credit) => setEditing({ credit })}
          onHistory={(credit) => setHistoryOf(credit.email)}
          onExpire={confirmExpire}
        />
      )}
      {credits.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void credits.fetchNextPage()}
          loading={credits.isFetchingNextPage}
        >
          {t('credits.loadMore')}
        </Button>
      )}
      <CreditHistory
        timeZone={location.timezone}
        email={historyOf}
        onAllCustomers={() => setHistoryOf(null)}
      />
      {editing && (
        <CreditForm
          credit={editing.credit}
          timeZone={location.timezone}
          maxDate={location.k12 ? endOfYear : null}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
