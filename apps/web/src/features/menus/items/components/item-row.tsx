import { memo } from 'react';
import { ActionIcon, Anchor, Box, Group, Image, Paper, Stack } from '@mantine/core';
import type { Item } from '@app/domain';
import { useSortable } from '@dnd-kit/sortable';
import { IconGripVertical, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { PublicationBadge } from '#shared/catalogue/publication-badge.tsx';
import { ItemPriceText } from './item-price-text.tsx';
import { ItemRowMenu, type ItemRowActions } from './item-row-menu.tsx';
import { ItemTags } from './item-tags.tsx';

/** Height of one row of the virtual list, in pixels (rows do not grow). */
export const ITEM_ROW_HEIGHT = 76;

interface ItemRowProps {
  item: Item;
  /** Offset of the row from the top of the list (from the virtualiser). */
  top: number;
  index: number;
  count: number;
  actions: ItemRowActions;
  /** Drag and the up/down actions are off while the list is filtered. */
  reorderable: boolean;
}

/**
 * One item of the virtual list: drag handle, image, name, price, tags, state and its menu. The
 * drag offset of dnd-kit is added to the virtualiser's position, so a row can be dragged over
 * the rows currently rendered (the list scrolls while dragging).
 */
export const ItemRow = memo(function ItemRow(props: ItemRowProps) {
  const { item, top, index, count, actions, reorderable } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const name = localizedName(item, locale);
  const sortable = useSortable({ id: item.id, disabled: !reorderable });
  const dragY = sortable.transform?.y ?? 0;

  return (
    <Box
      ref={sortable.setNodeRef}
      role="listitem"
      data-item-id={item.id}
      style={{
        position: 'absolute',
        left: 0,
        right: 0,
        height: ITEM_ROW_HEIGHT,
        transform: `translate3d(0, ${top + dragY}px, 0)`,
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
    >
      <Paper
        withBorder
        h={ITEM_ROW_HEIGHT - 6}
        px="xs"
        shadow={sortable.isDragging ? 'md' : undefined}
      >
        <Group h="100%" gap="sm" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={!reorderable}
            aria-label={t('items.list.dragHandle', { name })}
            style={{ cursor: reorderable ? 'grab' : undefined, touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
          {item.image ? (
            <Image src={item.image} alt="" w={64} h={48} radius="sm" fit="cover" />
          ) : (
            <Box w={64} h={48} bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
              <IconPhoto size={20} color="var(--mantine-color-gray-5)" aria-hidden />
            </Box>
          )}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Anchor
              component="button"
              type="button"
              fw={600}
              ta="left"
              truncate
              onClick={() => actions.edit(item)}
            >
              {name}
            </Anchor>
            <ItemTags item={item} />
          </Stack>
          <Box w={230} visibleFrom="sm">
            <ItemPriceText item={item} />
          </Box>
          <Box w={90}>
            <PublicationBadge published={item.published} />
          </Box>
          <ItemRowMenu
            item={item}
            name={name}
            actions={actions}
            canShift={reorderable ? { up: index > 0, down: index < count - 1 } : null}
          />
        </Group>
      </Paper>
    </Box>
  );
});
