import { useState } from 'react';
import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCalendarWeek, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuGroups } from '#shared/catalogue/get-menu-groups.ts';
import { useMenus } from '#shared/catalogue/get-menus.ts';
import { CsvImportLink } from '#shared/catalogue/csv-import-link.tsx';
import { useMenuActions } from '../api/use-menu-actions.ts';
import { EmptyList, ListLoadError, ListSkeleton } from '../components/list-states.tsx';
import { MenuList } from '../components/menu-list.tsx';
import { LazyMenuEditor as MenuEditor } from '../editor/lazy-editors.tsx';
import { PosPullButton } from '#shared/pos-pull/components/pos-pull-button.tsx';

type Editing = { menuId: number | null } | null;

/** /menus: the location's menus, reorderable or grouped by menu group, with their actions. */
export function MenusPage() {
  const { t } = useTranslation();
  const menus = useMenus();
  const groups = useMenuGroups();
  const actions = useMenuActions();
  const [grouped, setGrouped] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const list = menus.data ?? [];
  const editedMenu =
    editing?.menuId != null ? list.find((menu) => menu.id === editing.menuId) : undefined;

  const create = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing({ menuId: null })}
    >
      {t('menus.list.create')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('menus.title')}</Title>
          {menus.data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {t('menus.list.count', { count: list.length })}
            </Text>
          )}
        </div>
        {create}
      </Group>
      {/* The list's view, then the bulk tools of the area: daily menus, import, point of sale. */}
      <Group justify="space-between" gap="sm">
        <Switch
          label={t('menus.list.groupView')}
          checked={grouped}
          onChange={(event) => setGrouped(event.currentTarget.checked)}
          disabled={list.length === 0}
        />
        <Group gap="sm">
          <Button
            component={Link}
            to="/menus/rotational"
            variant="default"
            leftSection={<IconCalendarWeek size={16} aria-hidden />}
          >
            {t('rotationalMenus.openLink')}
          </Button>
          <CsvImportLink />
          <PosPullButton />
        </Group>
      </Group>
      {menus.isPending ? (
        <ListSkeleton />
      ) : menus.isError ? (
        <ListLoadError onRetry={() => void menus.refetch()} />
      ) : list.length === 0 ? (
        <EmptyList
          title={t('menus.list.emptyTitle')}
          body={t('menus.list.emptyBody')}
          action={create}
        />
      ) : (
        <MenuList
          menus={list}
          groups={groups.data ?? []}
          grouped={grouped}
          actions={{
            onEdit: (menu) => setEditing({ menuId: menu.id }),
            onDuplicate: actions.duplicate,
            onTogglePublished: actions.togglePublished,
            onDelete: (menu) => void actions.remove(menu),
          }}
        />
      )}
      {editing && (editing.menuId === null || editedMenu) && (
        <MenuEditor
          key={editing.menuId ?? 'new'}
          menu={editedMenu}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
