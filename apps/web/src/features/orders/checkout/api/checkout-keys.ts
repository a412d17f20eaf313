/**
 * Query keys of the checkout reads, per location (`tenantId`): switching location never shows
 * another location's slots.
 */
export const checkoutKeys = {
  all: (tenantId: number) => ['checkout', tenantId] as const,
  scheduling: (tenantId: number, menuId: number, type: string, date: string | null) =>
    [...checkoutKeys.all(tenantId), 'scheduling', menuId, type, date] as const,
  nextQueueTime: (tenantId: number, menuId: number) =>
    [...checkoutKeys.all(tenantId), 'next-queue-time', menuId] as const,
  membership: (tenantId: number, identifier: string) =>
    [...checkoutKeys.all(tenantId), 'membership', identifier] as const,
};
