import type { Location, Role } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { toLocation } from '../modules/restaurants/location-response.ts';
import { tenantContext, type TenantContext } from './tenant-context.ts';

/**
 * What an order use case needs: the tenant context (kiosk orders are flagged and open items
 * refused by role) and the active location parsed, its configs completed with their defaults.
 */
export interface OrderContext extends TenantContext {
  user: TenantContext['user'] & { role: Role };
  location: Location;
}

export function orderContext(request: FastifyRequest): OrderContext {
  const context = tenantContext(request);
  return { ...context, location: toLocation(request.tenant!) };
}
