import { Anchor, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { MenuSummary } from '@app/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { PublicationBadge } from '#shared/catalogue/publication-badge.tsx';
import { RowActionsMenu } from '#shared/catalogue/row-actions-menu.tsx';
import { DragHandle, useSortableRow } from '#shared/catalogue/sortable-rows.tsx';
import { useExportMenu } from '../api/export-menu.ts';
import { MenuFlags } from './menu-flags.tsx';
import { menuContentsPath } from './menu-path.ts';
import { MenuThumbnail } from './menu-thumbnail.tsx';

export interface MenuRowActions {
  onEdit: (menu: MenuSummary) => void;
  onDuplicate: (menu: MenuSummary) => void;
  onTogglePublished: (menu: MenuSummary) => void;
  onDelete: (menu: MenuSummary) => void;
}

interface MenuRowProps {
  menu: MenuSummary;
  groupName: string | null;
  actions: MenuRowActions;
  /** False in the grouped view, where the order cannot be changed. */
  sortable: boolean;
}

/** One menu of the list: picture, name, flags, contents, group, state and its actions. */
export function MenuRow({ menu, groupName, actions, sortable }: MenuRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ref, style, isDragging, handle } = useSortableRow(menu.id, !sortable);
  const exportMenu = useExportMenu();
  const name = localizedName(menu, locale);
  const counts = menu.allow_sections
    ? t('menus.list.counts', { sections: menu.section_count, items: menu.item_count })
    : t('menus.list.itemCount', { count: menu.item_count });

  return (
    <Paper
      ref={ref}
      style={style}
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={name}
      shadow={isDragging ? 'md' : undefined}
    >
      <Group gap="sm" wrap="nowrap">
        {sortable && <DragHandle label={t('menus.list.dragMenu', { name })} handle={handle} />}
        <MenuThumbnail src={menu.image} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={menuContentsPath(menu)} fw={600} truncate="end">
              {name}
            </Anchor>
            <PublicationBadge published={menu.published} />
          </Group>
          <MenuFlags menu={menu} />
        </Stack>
        <Stack gap={0} align="flex-end" visibleFrom="sm">
          <Text size="sm">{counts}</Text>
          {groupName && (
            <Text size="xs" c="dimmed">
              {t('menus.list.inGroup', { group: groupName })}
            </Text>
          )}
        </Stack>
        <RowActionsMenu
          label={t('menus.list.actionsFor', { name })}
          onEdit={() => actions.onEdit(menu)}
          onDuplicate={() => actions.onDuplicate(menu)}
          publication={{
            published: menu.published,
            onToggle: () => actions.onTogglePublished(menu),
          }}
          onDelete={() => actions.onDelete(menu)}
        >
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            disabled={exportMenu.isPending}
            onClick={() => exportMenu.mutate(menu)}
          >
            {exportMenu.isPending ? t('menus.export.running') : t('menus.export.action')}
          </Menu.Item>
        </RowActionsMenu>
      </Group>
    </Paper>
  );
}
