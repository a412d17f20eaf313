import { Stack, Text, Title } from '@mantine/core';
import type { MenuGroup, MenuSummary } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { applyOrder } from '#shared/catalogue/apply-order.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useReorderCatalogue } from '#shared/catalogue/reorder-catalogue.ts';
import { SortableRows } from '#shared/catalogue/sortable-rows.tsx';
import { MenuRow, type MenuRowActions } from './menu-row.tsx';

interface MenuListProps {
  menus: MenuSummary[];
  groups: MenuGroup[];
  actions: MenuRowActions;
  /** Grouped by menu group (no reordering there), else one list in the menus' order. */
  grouped: boolean;
}

function Rows({
  menus,
  groupName,
  actions,
  sortable,
  label,
  onReorder,
}: {
  menus: MenuSummary[];
  groupName: (menu: MenuSummary) => string | null;
  actions: MenuRowActions;
  sortable: boolean;
  label: string;
  onReorder: (ids: number[]) => void;
}) {
  const locale = useLocale();
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  return (
    <SortableRows
      ids={menus.map((menu) => menu.id)}
      nameOf={(id) => {
        const menu = byId.get(id);
        return menu ? localizedName(menu, locale) : '';
      }}
      onReorder={onReorder}
    >
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
        {menus.map((menu) => (
          <MenuRow
            key={menu.id}
            menu={menu}
            groupName={groupName(menu)}
            actions={actions}
            sortable={sortable}
          />
        ))}
      </Stack>
    </SortableRows>
  );
}

/**
 * The location's menus: one list that can be reordered by dragging (the new order shows at once
 * and is saved with `POST /menus/reorder`), or the menus grouped by menu group.
 */
export function MenuList({ menus, groups, actions, grouped }: MenuListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenantId } = useActiveSession();
  const reorder = useReorderCatalogue<MenuSummary[]>('menu', 'menus', {
    queryKey: catalogueKeys.menus(tenantId),
    apply: applyOrder,
  });
  const groupNames = new Map(groups.map((group) => [group.id, localizedName(group, locale)]));
  const groupName = (menu: MenuSummary) =>
    menu.menu_group_id === null ? null : (groupNames.get(menu.menu_group_id) ?? null);

  const save = (ids: number[]) => reorder.mutate(ids);

  if (!grouped) {
    return (
      <Rows
        menus={menus}
        groupName={groupName}
        actions={actions}
        sortable
        label={t('menus.title')}
        onReorder={save}
      />
    );
  }

  const sections = [
    ...groups.map((group) => ({
      key: `group-${group.id}`,
      title: localizedName(group, locale),
      menus: menus.filter((menu) => menu.menu_group_id === group.id),
    })),
    {
      key: 'no-group',
      title: t('menus.list.noGroup'),
      menus: menus.filter(
        (menu) => menu.menu_group_id === null || !groupNames.has(menu.menu_group_id),
      ),
    },
  ].filter((section) => section.menus.length > 0);

  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <Stack key={section.key} gap="xs" component="section">
          <Title order={2} size="h4">
            {section.title}{' '}
            <Text span c="dimmed" size="sm" fw={400}>
              ({section.menus.length})
            </Text>
          </Title>
          <Rows
            menus={section.menus}
            groupName={() => null}
            actions={actions}
            sortable={false}
            label={section.title}
            onReorder={() => undefined}
          />
        </Stack>
      ))}
    </Stack>
  );
}
