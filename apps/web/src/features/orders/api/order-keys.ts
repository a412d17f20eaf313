/**
 * Query keys of order taking, per location (`tenantId`): switching location never shows another
 * location's menus, configuration or costs.
 */
export const orderKeys = {
  all: (tenantId: number) => ['orders', tenantId] as const,
  publishedMenus: (tenantId: number) => [...orderKeys.all(tenantId), 'published-menus'] as const,
  order: (tenantId: number, orderNumber: number) =>
    [...orderKeys.all(tenantId), 'order', orderNumber] as const,
  /** The server writes labels and messages in the caller's language: one answer per language. */
  costs: (tenantId: number, locale: string, body: string) =>
    [...orderKeys.all(tenantId), 'costs', locale, body] as const,
};
