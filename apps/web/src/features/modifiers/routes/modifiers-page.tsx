import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { optionGroupTypes, type OptionGroup, type OptionGroupType } from '@app/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { applyOrder } from '#shared/catalogue/apply-order.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { optionGroupsQueryOptions, useOptionGroups } from '#shared/catalogue/get-option-groups.ts';
import { useReorderCatalogue } from '#shared/catalogue/reorder-catalogue.ts';
import { useDeleteOptionGroup } from '../api/delete-option-group.ts';
import { useDuplicateOptionGroup } from '../api/duplicate-option-group.ts';
import { OptionGroupEditor } from '../components/option-group-editor.tsx';
import { OptionGroupTable } from '../components/option-group-table.tsx';

type Editing = { group?: OptionGroup } | null;

/** /modifiers ("Add-ons"): the location's modifier groups by type, with their editor. */
export function ModifiersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenantId } = useActiveSession();
  const groups = useOptionGroups();
  const reorder = useReorderCatalogue<OptionGroup[]>('option_group', 'modifiers', {
    queryKey: optionGroupsQueryOptions(tenantId).queryKey,
    apply: applyOrder,
  });
  const duplicate = useDuplicateOptionGroup();
  const remove = useDeleteOptionGroup();
  const [tab, setTab] = useState<OptionGroupType>('addons');
  const [editing, setEditing] = useState<Editing>(null);
  const all = groups.data ?? [];
  const shown = all.filter((group) => group.type === tab);

  const onReorder = (ids: number[]) => reorder.mutate(ids);

  const onDuplicate = (group: OptionGroup) =>
    duplicate.mutate(group.id, {
      onSuccess: (copy) => notifySuccess(t('modifiers.list.duplicated', { name: copy.name })),
    });

  const onDelete = (group: OptionGroup) => {
    const name = localizedName(group, locale);
    modals.openConfirmModal({
      title: t('modifiers.delete.title', { name }),
      children: (
        <Text size="sm">
          {group.item_count > 0
            ? t('modifiers.delete.bodyUsed', { name, count: group.item_count })
            : t('modifiers.delete.body', { name })}
        </Text>
      ),
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(group.id, {
          onSuccess: () => notifySuccess(t('modifiers.delete.done', { name })),
        }),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('modifiers.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          {t('modifiers.list.create')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as OptionGroupType)}>
        <Tabs.List>
          {optionGroupTypes.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`modifiers.tabs.${type}`, {
                count: all.filter((group) => group.type === type).length,
              })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {groups.isPending ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('modifiers.list.loading')} />
        </Group>
      ) : groups.isError ? (
        <Alert color="red" role="alert" title={t('modifiers.list.loadFailed')}>
          <Button variant="light" color="red" onClick={() => void groups.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed" py="lg">
          {t(`modifiers.list.empty.${tab}`)}
        </Text>
      ) : (
        <OptionGroupTable
          groups={shown}
          onReorder={onReorder}
          onEdit={(group) => setEditing({ group })}
          onDuplicate={onDuplicate}
          onDelete={onDelete}
        />
      )}
      {editing && (
        <OptionGroupEditor
          key={editing.group?.id ?? 'new'}
          group={editing.group}
          defaultType={tab}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
