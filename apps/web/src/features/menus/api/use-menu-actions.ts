import type { Menu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { confirmDelete } from '#shared/catalogue/confirm-delete.ts';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';
import { deleteMenu, duplicateMenu, updateMenu } from './menu-calls.ts';

type MenuRef = Pick<Menu, 'id' | 'name' | 'published'>;

/**
 * The three-dot actions of a menu (list row and sections header): publish or unpublish,
 * duplicate, delete after confirmation. Each refreshes the catalogue and says what happened.
 */
export function useMenuActions(options: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const publish = useCatalogueMutation({
    mutationFn: (menu: MenuRef) => updateMenu(menu.id, { published: !menu.published }),
    action: 'publish',
    object: 'menu',
    onSuccess: (menu) =>
      notifySuccess(
        t(menu.published ? 'menus.toasts.published' : 'menus.toasts.unpublished', {
          name: menu.name,
        }),
      ),
  });
  const duplicate = useCatalogueMutation({
    mutationFn: (menu: MenuRef) => duplicateMenu(menu.id),
    action: 'duplicate',
    object: 'menu',
    onSuccess: (copy) => notifySuccess(t('menus.toasts.duplicated', { name: copy.name })),
  });
  const remove = useCatalogueMutation({
    mutationFn: (menu: MenuRef) => deleteMenu(menu.id),
    action: 'delete',
    object: 'menu',
    onSuccess: (_, menu) => {
      notifySuccess(t('menus.toasts.deleted', { name: menu.name }));
      options.onDeleted?.();
    },
  });

  return {
    togglePublished: (menu: MenuRef) => publish.mutate(menu),
    duplicate: (menu: MenuRef) => duplicate.mutate(menu),
    remove: async (menu: MenuRef) => {
      if (await confirmDelete(menu.name)) remove.mutate(menu);
    },
    busy: publish.isPending || duplicate.isPending || remove.isPending,
  };
}
