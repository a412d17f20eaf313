import { Stack } from '@mantine/core';
import type { DeepMenu, SectionWithItems } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { applyOrder } from '#shared/catalogue/apply-order.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useReorderCatalogue } from '#shared/catalogue/reorder-catalogue.ts';
import { SortableRows } from '#shared/catalogue/sortable-rows.tsx';
import { SectionRow, type SectionRowActions } from './section-row.tsx';

/** The sections of a menu, reordered by dragging (shown at once, saved with `reorder`). */
export function SectionList({ menu, actions }: { menu: DeepMenu; actions: SectionRowActions }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenantId } = useActiveSession();
  const reorder = useReorderCatalogue<DeepMenu>('section', 'sections', {
    queryKey: catalogueKeys.menu(tenantId, menu.id),
    apply: (current, ids) => ({ ...current, sections: applyOrder(current.sections, ids) }),
  });
  const byId = new Map<number, SectionWithItems>(
    menu.sections.map((section) => [section.id, section]),
  );

  return (
    <SortableRows
      ids={menu.sections.map((section) => section.id)}
      nameOf={(id) => {
        const section = byId.get(id);
        return section ? localizedName(section, locale) : '';
      }}
      onReorder={(ids) => reorder.mutate(ids)}
    >
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        aria-label={t('menus.sectionsTitle')}
        style={{ listStyle: 'none' }}
      >
        {menu.sections.map((section) => (
          <SectionRow key={section.id} section={section} actions={actions} />
        ))}
      </Stack>
    </SortableRows>
  );
}
