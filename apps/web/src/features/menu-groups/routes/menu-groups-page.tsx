import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MenuGroup } from '@app/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { applyOrder } from '#shared/catalogue/apply-order.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { menuGroupsQueryOptions, useMenuGroups } from '#shared/catalogue/get-menu-groups.ts';
import { useMenus } from '#shared/catalogue/get-menus.ts';
import { useReorderCatalogue } from '#shared/catalogue/reorder-catalogue.ts';
import { SortableRows } from '#shared/catalogue/sortable-rows.tsx';
import { useDeleteMenuGroup } from '../api/delete-menu-group.ts';
import { MenuGroupEditor } from '../components/menu-group-editor.tsx';
import { MenuGroupRow } from '../components/menu-group-row.tsx';

type Editing = { groupId?: number } | null;

/** /settings/menu-groups (manager and above): the location's menu groups, in their order. */
export function MenuGroupsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenantId } = useActiveSession();
  const groups = useMenuGroups();
  const menus = useMenus();
  const reorder = useReorderCatalogue<MenuGroup[]>('menu_group', 'menuGroups', {
    queryKey: menuGroupsQueryOptions(tenantId).queryKey,
    apply: applyOrder,
  });
  const remove = useDeleteMenuGroup();
  const [editing, setEditing] = useState<Editing>(null);
  const list = groups.data ?? [];
  const menusById = new Map((menus.data ?? []).map((menu) => [menu.id, menu]));
  const nameOf = (id: number) => {
    const group = list.find((candidate) => candidate.id === id);
    return group ? localizedName(group, locale) : '';
  };
  // The editor follows the group by id, so an uploaded image shows once the list is refetched.
  const edited = editing?.groupId ? list.find((group) => group.id === editing.groupId) : undefined;

  const onReorder = (ids: number[]) => reorder.mutate(ids);

  const onDelete = (group: MenuGroup) => {
    const name = localizedName(group, locale);
    modals.openConfirmModal({
      title: t('menuGroups.delete.title', { name }),
      children: <Text size="sm">{t('menuGroups.delete.body', { name })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(group.id, {
          onSuccess: () => notifySuccess(t('menuGroups.delete.done', { name })),
        }),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('menuGroups.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          {t('menuGroups.list.create')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('menuGroups.subtitle')}
      </Text>
      {groups.isPending ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('menuGroups.list.loading')} />
        </Group>
      ) : groups.isError ? (
        <Alert color="red" role="alert" title={t('menuGroups.list.loadFailed')}>
          <Button variant="light" color="red" onClick={() => void groups.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed" py="lg">
          {t('menuGroups.list.empty')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('menuGroups.title')}
        >
          <SortableRows ids={list.map((group) => group.id)} nameOf={nameOf} onReorder={onReorder}>
            {list.map((group) => (
              <MenuGroupRow
                key={group.id}
                group={group}
                menusById={menusById}
                onEdit={() => setEditing({ groupId: group.id })}
                onDelete={() => onDelete(group)}
              />
            ))}
          </SortableRows>
        </Stack>
      )}
      {editing && (editing.groupId === undefined || edited) && (
        <MenuGroupEditor
          key={editing.groupId ?? 'new'}
          group={edited}
          groups={list}
          menus={menus.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
