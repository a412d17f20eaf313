/**
 * Query keys of the menu catalogue, per location (`tenantId`): every list and detail sits under
 * `['catalogue', tenantId]`, so one invalidation of `catalogueKeys.all(tenantId)` refreshes every
 * screen of the area after a change that touches several of them (a move, a duplicate).
 */
export const catalogueKeys = {
  all: (tenantId: number) => ['catalogue', tenantId] as const,
  menus: (tenantId: number) => [...catalogueKeys.all(tenantId), 'menus'] as const,
  menu: (tenantId: number, menuId: number) =>
    [...catalogueKeys.all(tenantId), 'menu', menuId] as const,
  deepMenus: (tenantId: number) => [...catalogueKeys.all(tenantId), 'deep-menus'] as const,
  optionGroups: (tenantId: number) => [...catalogueKeys.all(tenantId), 'options'] as const,
  itemOptions: (tenantId: number, itemId: number) =>
    [...catalogueKeys.all(tenantId), 'item-options', itemId] as const,
  menuGroups: (tenantId: number) => [...catalogueKeys.all(tenantId), 'menu-groups'] as const,
  search: (tenantId: number, term: string) =>
    [...catalogueKeys.all(tenantId), 'search', term] as const,
};
