import { useCallback, useState } from 'react';
import { Box } from '@mantine/core';
import type { Item } from '@app/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { SortableRows } from '#shared/catalogue/sortable-rows.tsx';
import { ITEM_ROW_HEIGHT, ItemRow } from './item-row.tsx';
import type { ItemRowActions } from './item-row-menu.tsx';

interface ItemListProps {
  items: Item[];
  actions: ItemRowActions;
  /** Off while the list is filtered: the order of a subset means nothing. */
  reorderable: boolean;
  /** The new order of the whole list after a drag. */
  onReorder: (ids: number[]) => void;
}

/**
 * The items of a menu or section, virtualised on the window's scroll (a section can hold
 * thousands of items; only the rows in view and a few around them are in the page). Rows are
 * dragged by their handle with the mouse, touch or keyboard (space, arrows, space) over the
 * rows in view; the list scrolls while dragging.
 */
export function ItemList({ items, actions, reorderable, onReorder }: ItemListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Where the list starts in the page: the window's scroll is read from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  const listRef = useCallback((node: HTMLDivElement | null) => {
    if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ITEM_ROW_HEIGHT,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const byId = new Map(items.map((item) => [item.id, item]));
  const nameOf = (id: number) => {
    const item = byId.get(id);
    return item ? localizedName(item, locale) : '';
  };

  return (
    <SortableRows
      ids={items.map((item) => item.id)}
      nameOf={nameOf}
      onReorder={(ids) => onReorder(ids)}
    >
      <Box
        ref={listRef}
        role="list"
        aria-label={t('items.list.label')}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <ItemRow
              key={item.id}
              item={item}
              top={row.start - scrollMargin}
              index={row.index}
              count={items.length}
              actions={actions}
              reorderable={reorderable}
            />
          );
        })}
      </Box>
    </SortableRows>
  );
}
