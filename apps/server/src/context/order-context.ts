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

/**
 * Who takes or changes an order without an account: a suite owner through their signed pre-order
 * link (docs/decisions/pre-orders.md "Who acts"). No id — the order, its ledger rows and its
 * credit movements name no creator — and no role, so no staff rule (overrides, open items, the
 * kiosk flag) ever applies to them; the change history names them by email.
 */
export interface SuiteOwnerActor {
  id: null;
  role: null;
  email: string;
  name: string;
  suiteOwnerId: number;
}

/**
 * The context of the parts of order taking a suite owner also goes through — pricing, the
 * checks, the write, credits and the card hold: a staff member's `OrderContext`, or one whose
 * actor is a suite owner. Whatever staff alone do (status changes, money, bulk actions,
 * invoices) keeps taking `OrderContext`, so the type system keeps owners out of it.
 */
export interface OrderTakingContext extends Omit<OrderContext, 'user'> {
  user: OrderContext['user'] | SuiteOwnerActor;
}

export function orderContext(request: FastifyRequest): OrderContext {
  const context = tenantContext(request);
  return { ...context, location: toLocation(request.tenant!) };
}
