import type { Section } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { confirmDelete } from '#shared/catalogue/confirm-delete.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';
import { deleteSection, duplicateSection, moveSection, updateSection } from './menu-calls.ts';

type SectionRef = Pick<Section, 'id' | 'menu_id' | 'name' | 'published'>;

/** The three-dot actions of a section: publish or unpublish, duplicate, move, delete. */
export function useSectionActions() {
  const { t } = useTranslation();
  const publish = useCatalogueMutation({
    mutationFn: (section: SectionRef) =>
      updateSection(section.menu_id, section.id, { published: !section.published }),
    action: 'publish',
    object: 'section',
    onSuccess: (section) =>
      notifySuccess(
        t(section.published ? 'menus.toasts.published' : 'menus.toasts.unpublished', {
          name: section.name,
        }),
      ),
  });
  const duplicate = useCatalogueMutation({
    mutationFn: (section: SectionRef) => duplicateSection(section.menu_id, section.id),
    action: 'duplicate',
    object: 'section',
    onSuccess: (copy) => notifySuccess(t('menus.toasts.duplicated', { name: copy.name })),
  });
  const move = useCatalogueMutation({
    mutationFn: ({ section, menuId }: { section: SectionRef; menuId: number; menuName: string }) =>
      moveSection(section.id, menuId),
    action: 'move',
    object: 'section',
    onSuccess: (_, { section, menuName }) =>
      notifySuccess(t('menus.toasts.moved', { name: section.name, menu: menuName })),
  });
  const remove = useCatalogueMutation({
    mutationFn: (section: SectionRef) => deleteSection(section.menu_id, section.id),
    action: 'delete',
    object: 'section',
    onSuccess: (_, section) => notifySuccess(t('menus.toasts.deleted', { name: section.name })),
  });

  return {
    togglePublished: (section: SectionRef) => publish.mutate(section),
    duplicate: (section: SectionRef) => duplicate.mutate(section),
    move: (section: SectionRef, menuId: number, menuName: string) =>
      move.mutateAsync({ section, menuId, menuName }),
    remove: async (section: SectionRef) => {
      if (await confirmDelete(section.name)) remove.mutate(section);
    },
  };
}
