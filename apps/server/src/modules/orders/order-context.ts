import type { Locale, Location, Role } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { toLocation } from '../restaurants/location-response.ts';

/**
 * What an order use case needs from a guarded request: the active location (parsed, configs
 * completed with their defaults), who acts and with which role (kiosk orders are flagged, open
 * items refused), the caller's language (messages) and the tenant transaction (row-level
 * security on). Use cases take this instead of the request so they stay free of HTTP.
 */
export interface OrderContext {
  restaurantId: number;
  location: Location;
  user: { id: number; email: string; role: Role };
  locale: Locale;
  /** A transaction bound to the location: row-level security hides every other location's rows. */
  tenantTx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

export function orderContext(request: FastifyRequest): OrderContext {
  if (!request.user) throw new AppError('session_timed_out');
  if (!request.tenant) throw new AppError('tenant_not_recognized');
  return {
    restaurantId: request.tenant.id,
    location: toLocation(request.tenant),
    user: { id: request.user.id, email: request.user.email, role: request.user.role },
    locale: request.locale,
    tenantTx: (work) => request.tenantTx(work),
  };
}

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
