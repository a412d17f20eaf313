/** Where an item list lives: a menu without sections, or one section of a menu. */
export interface ItemParent {
  menuId: number;
  /** null for the items of a menu that does not use sections. */
  sectionId: number | null;
}

/** `/menus/{menuId}/items` or `/menus/{menuId}/sections/{sectionId}/items` (spec part 1 §7). */
export function itemsPath({ menuId, sectionId }: ItemParent): string {
  return sectionId === null
    ? `/menus/${menuId}/items`
    : `/menus/${menuId}/sections/${sectionId}/items`;
}

export function itemPath(parent: ItemParent, itemId: number): string {
  return `${itemsPath(parent)}/${itemId}`;
}
