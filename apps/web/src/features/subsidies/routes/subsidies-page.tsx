import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { subsidyNameIn, type Subsidy } from '@app/domain';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useDeleteSubsidy, useSubsidies } from '../api/subsidies.ts';
import { SubsidiesTable } from '../components/subsidies-table.tsx';
import { SubsidyCodesPanel } from '../components/subsidy-codes-panel.tsx';
import { SubsidyForm } from '../components/subsidy-form.tsx';

type Editing = { subsidy: Subsidy | null } | null;

/**
 * `/settings/subsidies` (spec part 2 §2, §3): the school's subsidies, their form, delete (forced
 * when codes are still active, after saying so), and the codes of the subsidy picked.
 */
export function SubsidiesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useActiveLocation();
  const { data: subsidies, isPending } = useSubsidies();
  const remove = useDeleteSubsidy();
  const [editing, setEditing] = useState<Editing>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const nameOf = (subsidy: Subsidy) => subsidyNameIn(subsidy, locale === 'fr-CA' ? 'fr' : 'en');
  const selected = subsidies?.find((subsidy) => subsidy.id === selectedId) ?? subsidies?.[0];

  const deleteWith = async (subsidy: Subsidy, force: boolean) => {
    try {
      await remove.mutateAsync({ id: subsidy.id, force });
      notifySuccess(t('subsidies.deleted'));
    } catch (error) {
      if (!force && isApiError(error) && error.code === 'subsidy_in_use') {
        return confirmForce(subsidy, error.message);
      }
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };
  const confirmForce = (subsidy: Subsidy, message: string) =>
    modals.openConfirmModal({
      title: t('subsidies.forceTitle'),
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: t('subsidies.forceConfirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteWith(subsidy, true),
    });
  const confirmDelete = (subsidy: Subsidy) =>
    modals.openConfirmModal({
      title: t('subsidies.deleteTitle'),
      children: <Text size="sm">{t('subsidies.deleteBody', { name: nameOf(subsidy) })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteWith(subsidy, false),
    });

  return (
    <Stack p="md">
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            {t('subsidies.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subsidies.intro')}
          </Text>
        </div>
        <Button onClick={() => setEditing({ subsidy: null })}>{t('subsidies.add')}</Button>
      </Group>
      {isPending ? (
        <Loader />
      ) : subsidies && subsidies.length > 0 ? (
        <SubsidiesTable
          subsidies={subsidies}
          selectedId={selected?.id ?? null}
          onSelect={(subsidy) => setSelectedId(subsidy.id)}
          onEdit={(subsidy) => setEditing({ subsidy })}
          onDelete={confirmDelete}
        />
      ) : (
        <Text>{t('subsidies.empty')}</Text>
      )}
      {selected && (
        <SubsidyCodesPanel
          key={selected.id}
          subsidyId={selected.id}
          name={nameOf(selected)}
          locationName={location.name}
        />
      )}
      {editing && <SubsidyForm subsidy={editing.subsidy} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
