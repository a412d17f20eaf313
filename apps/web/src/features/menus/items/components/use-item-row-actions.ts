import { useMemo } from 'react';
import { moveInList, type Item } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { notifySuccess } from '#lib/notify.ts';
import { confirmDelete } from '#shared/catalogue/confirm-delete.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useDeleteItem, useDuplicateItem } from '../api/item-actions.ts';
import type { ItemParent } from '../api/item-paths.ts';
import { useReorderItems } from '../api/reorder-items.ts';
import { useUpdateItem } from '../api/save-item.ts';
import type { ItemRowActions } from './item-row-menu.tsx';

interface Options {
  parent: ItemParent;
  /** The whole list in its order (up/down move within it). */
  items: Item[];
  edit: (item: Item) => void;
  move: (item: Item) => void;
}

/** The row actions of an item list, each calling the API and saying what it did. */
export function useItemRowActions({ parent, items, edit, move }: Options) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateItem(parent);
  const duplicate = useDuplicateItem(parent);
  const remove = useDeleteItem(parent);
  const reorder = useReorderItems(parent);

  const actions = useMemo<ItemRowActions>(
    () => ({
      edit,
      move,
      duplicate: (item) =>
        duplicate.mutate(item.id, {
          onSuccess: (copy) => notifySuccess(t('items.toasts.duplicated', { name: copy.name })),
        }),
      setPublished: (item, published) =>
        update.mutate(
          { itemId: item.id, body: { published } },
          {
            onSuccess: () =>
              notifySuccess(
                t(published ? 'items.toasts.published' : 'items.toasts.unpublished', {
                  name: localizedName(item, locale),
                }),
              ),
          },
        ),
      setSoldOut: (item, soldOut) =>
        update.mutate(
          { itemId: item.id, body: { sold_out: soldOut } },
          {
            onSuccess: () =>
              notifySuccess(
                t(soldOut ? 'items.toasts.soldOut' : 'items.toasts.available', {
                  name: localizedName(item, locale),
                }),
              ),
          },
        ),
      shift: (item, by) => {
        const ids = items.map((each) => each.id);
        const from = ids.indexOf(item.id);
        if (from < 0) return;
        reorder.mutate(moveInList(ids, from, from + by));
      },
      remove: (item) => {
        const name = localizedName(item, locale);
        void confirmDelete(name).then((confirmed) => {
          if (!confirmed) return;
          remove.mutate(item.id, {
            onSuccess: () => notifySuccess(t('items.toasts.deleted', { name })),
          });
        });
      },
    }),
    // The mutation objects change on every state change; their `mutate` functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [edit, move, items, t, locale, update.mutate, duplicate.mutate, remove.mutate, reorder.mutate],
  );
  return { actions, reorder: reorder.mutate };
}
