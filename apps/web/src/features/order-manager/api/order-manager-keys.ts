import type { OrderListQuery } from './get-orders.ts';

/**
 * Query keys of the order manager, all under `['order-manager']` so that one invalidation
 * (after an action, or on a live event: `useOrderManagerLive()`) refreshes every list and modal.
 * Per location (`tenantId`): switching location never shows another location's orders.
 */
export const orderManagerKeys = {
  all: ['order-manager'] as const,
  lists: (tenantId: number) => [...orderManagerKeys.all, tenantId, 'list'] as const,
  list: (tenantId: number, query: OrderListQuery) =>
    [...orderManagerKeys.lists(tenantId), query] as const,
  money: (tenantId: number, orderId: number) =>
    [...orderManagerKeys.all, tenantId, 'money', orderId] as const,
  invoices: (tenantId: number, orderId: number) =>
    [...orderManagerKeys.all, tenantId, 'invoices', orderId] as const,
};
