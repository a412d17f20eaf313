import type { RouteAccess } from '../../plugins/access-guard.ts';

/**
 * Order taking (submit, pricing, scheduling, ordering config…): every signed-in role, staff and
 * kiosk included, at a location that takes orders (`order_management` or `marketplace_hub`),
 * else 403 `feature_disabled`.
 */
export const orderTakingAccess: RouteAccess = {
  flags: { any: ['order_management', 'marketplace_hub'] },
};

/** Order management (list, update, staff cost overrides): lead and above, same flags. */
export const orderManagementAccess: RouteAccess = {
  minRole: 'lead',
  flags: { any: ['order_management', 'marketplace_hub'] },
};
