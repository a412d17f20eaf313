import { useTranslation } from 'react-i18next';
import type { SortableLabels } from '#shared/catalogue/sortable-rows.tsx';

/** The drag-and-drop announcements of the menus and sections lists, in the interface language. */
export function useSortableLabels(): SortableLabels {
  const { t } = useTranslation();
  return {
    instructions: t('menus.sortable.instructions'),
    picked: (name) => t('menus.sortable.picked', { name }),
    over: (name, position) => t('menus.sortable.over', { name, position }),
    dropped: (name, position) => t('menus.sortable.dropped', { name, position }),
    cancelled: (name) => t('menus.sortable.cancelled', { name }),
  };
}
