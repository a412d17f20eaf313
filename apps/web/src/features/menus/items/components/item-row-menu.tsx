import { ActionIcon, Menu } from '@mantine/core';
import type { Item } from '@app/domain';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsMove,
  IconCopy,
  IconDotsVertical,
  IconEye,
  IconEyeOff,
  IconPackageOff,
  IconPackage,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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

/** The three-dot menu of an item row. */
export function ItemRowMenu({ item, name, actions, canShift }: ItemRowMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('items.list.actionsFor', { name })}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.edit(item)}>
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.duplicate(item)}>
          {t('actions.duplicate')}
        </Menu.Item>
        <Menu.Item
          leftSection={item.published ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          onClick={() => actions.setPublished(item, !item.published)}
        >
          {item.published ? t('actions.unpublish') : t('actions.publish')}
        </Menu.Item>
        <Menu.Item
          leftSection={item.sold_out ? <IconPackage size={16} /> : <IconPackageOff size={16} />}
          onClick={() => actions.setSoldOut(item, !item.sold_out)}
        >
          {item.sold_out ? t('items.list.markAvailable') : t('items.list.markSoldOut')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowsMove size={16} />} onClick={() => actions.move(item)}>
          {t('items.list.moveTo')}
        </Menu.Item>
        {canShift && (
          <>
            <Menu.Item
              leftSection={<IconArrowUp size={16} />}
              disabled={!canShift.up}
              onClick={() => actions.shift(item, -1)}
            >
              {t('items.list.moveUp')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowDown size={16} />}
              disabled={!canShift.down}
              onClick={() => actions.shift(item, 1)}
            >
              {t('items.list.moveDown')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => actions.remove(item)}
        >
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
