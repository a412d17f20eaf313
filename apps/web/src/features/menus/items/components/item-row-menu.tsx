import { Menu } from '@mantine/core';
import type { Item } from '@app/domain';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsMove,
  IconPackageOff,
  IconPackage,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '#shared/catalogue/row-actions-menu.tsx';

/** What can be done to one item of the list. */
export interface ItemRowActions {
  edit: (item: Item) => void;
  duplicate: (item: Item) => void;
  setPublished: (item: Item, published: boolean) => void;
  setSoldOut: (item: Item, soldOut: boolean) => void;
  /** Opens the "move to another menu or section" dialog. */
  move: (item: Item) => void;
  /** One place up (-1) or down (+1) in the list. */
  shift: (item: Item, by: -1 | 1) => void;
  remove: (item: Item) => void;
}

interface ItemRowMenuProps {
  item: Item;
  name: string;
  actions: ItemRowActions;
  /** Up/down are offered only when the whole list is shown in its order (no filter). */
  canShift: { up: boolean; down: boolean } | null;
}

/** The three-dot menu of an item row: the catalogue row menu, plus sold out, move and shift. */
export function ItemRowMenu({ item, name, actions, canShift }: ItemRowMenuProps) {
  const { t } = useTranslation();
  return (
    <RowActionsMenu
      label={t('items.list.actionsFor', { name })}
      onEdit={() => actions.edit(item)}
      onDuplicate={() => actions.duplicate(item)}
      publication={{
        published: item.published,
        onToggle: () => actions.setPublished(item, !item.published),
      }}
      onDelete={() => actions.remove(item)}
    >
      <Menu.Item
        leftSection={
          item.sold_out ? (
            <IconPackage size={16} aria-hidden />
          ) : (
            <IconPackageOff size={16} aria-hidden />
          )
        }
        onClick={() => actions.setSoldOut(item, !item.sold_out)}
      >
        {item.sold_out ? t('items.list.markAvailable') : t('items.list.markSoldOut')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconArrowsMove size={16} aria-hidden />}
        onClick={() => actions.move(item)}
      >
        {t('items.list.moveTo')}
      </Menu.Item>
      {canShift && (
        <>
          <Menu.Item
            leftSection={<IconArrowUp size={16} aria-hidden />}
            disabled={!canShift.up}
            onClick={() => actions.shift(item, -1)}
          >
            {t('items.list.moveUp')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowDown size={16} aria-hidden />}
            disabled={!canShift.down}
            onClick={() => actions.shift(item, 1)}
          >
            {t('items.list.moveDown')}
          </Menu.Item>
        </>
      )}
    </RowActionsMenu>
  );
}
