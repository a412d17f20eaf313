import { useTranslation } from 'react-i18next';
import type { SortableLabels } from '#shared/catalogue/sortable-rows.tsx';

/** Screen-reader announcements of drag and drop in this area, in the interface language. */
export function useSortableLabels(): SortableLabels {
  const { t } = useTranslation();
  return {
    instructions: t('menuGroups.reorder.instructions'),
    picked: (name) => t('menuGroups.reorder.picked', { name }),
    over: (name, position) => t('menuGroups.reorder.over', { name, position }),
    dropped: (name, position) => t('menuGroups.reorder.dropped', { name, position }),
    cancelled: (name) => t('menuGroups.reorder.cancelled', { name }),
  };
}
