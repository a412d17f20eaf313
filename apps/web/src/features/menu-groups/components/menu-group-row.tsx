import { Anchor, Badge, Group, Image, Paper, Text, ThemeIcon } from '@mantine/core';
import type { MenuGroup, MenuSummary } from '@app/domain';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { RowActionsMenu } from '#shared/catalogue/row-actions-menu.tsx';
import { DragHandle, useSortableRow } from '#shared/catalogue/sortable-rows.tsx';

interface MenuGroupRowProps {
  group: MenuGroup;
  /** Menus by id, to name the group's menus. */
  menusById: Map<number, MenuSummary>;
  onEdit: () => void;
  onDelete: () => void;
}

/** One menu group: its picture, name and menus; draggable by its grip. */
export function MenuGroupRow({ group, menusById, onEdit, onDelete }: MenuGroupRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ref, style, handle } = useSortableRow(group.id);
  const name = localizedName(group, locale);
  const menus = group.menus
    .map((id) => menusById.get(id))
    .filter((menu): menu is MenuSummary => menu !== undefined);

  return (
    <Paper ref={ref} style={style} withBorder p="sm" radius="md" component="li">
      <Group wrap="nowrap" gap="md" align="center">
        <DragHandle label={t('menuGroups.reorder.move', { name })} handle={handle} />
        {group.image ? (
          <Image src={group.image} alt="" w={80} h={60} radius="sm" fit="cover" />
        ) : (
          <ThemeIcon variant="light" color="gray" w={80} h={60} radius="sm" aria-hidden>
            <IconPhoto size={24} />
          </ThemeIcon>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Anchor component="button" type="button" fw={600} onClick={onEdit} ta="left">
            {name}
          </Anchor>
          {menus.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('menuGroups.list.noMenus')}
            </Text>
          ) : (
            <Group gap={4} mt={4} aria-label={t('menuGroups.list.menusOf', { name })} role="list">
              {menus.map((menu) => (
                <Badge key={menu.id} variant="light" role="listitem" tt="none">
                  {localizedName(menu, locale)}
                </Badge>
              ))}
            </Group>
          )}
        </div>
        <RowActionsMenu
          label={t('menuGroups.list.actionsFor', { name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Group>
    </Paper>
  );
}
