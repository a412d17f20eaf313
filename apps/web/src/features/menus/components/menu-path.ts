import type { Menu } from '@app/domain';

/** Where a menu opens: its sections, or its items when it does not use sections. */
export function menuContentsPath(menu: Pick<Menu, 'id' | 'allow_sections'>): string {
  return menu.allow_sections ? `/menus/${menu.id}/sections` : `/menus/${menu.id}/items`;
}
