import {
  isPauseOrdersBody,
  requiredRoleFor,
  ZPauseOrdersRequest,
  ZUpdateLocationRequest,
  type LocationFlag,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { assertRouteAccess, type RouteAccess } from '../../plugins/access-guard.ts';

type Guard = Extract<RouteAccess, { public?: false }>;

const ORDER_TAKING: LocationFlag[] = ['order_management', 'marketplace_hub'];

/** Editing a location is a settings action (manager and above). */
const updateGuard = { minRole: requiredRoleFor('settings') } satisfies Guard;
/** Pausing orders is an order-manager action: lead and above, where the location takes orders. */
const pauseGuard = {
  minRole: requiredRoleFor('order_manager'),
  flags: { any: ORDER_TAKING },
} satisfies Guard;

/** What the route declares to the access guard: the lower bar of its two operations. */
export const locationUpdateRouteGuard = { minRole: pauseGuard.minRole } satisfies Guard;

export type LocationUpdateOperation =
  | { kind: 'pause'; guard: Guard; schema: typeof ZPauseOrdersRequest }
  | { kind: 'update'; guard: Guard; schema: typeof ZUpdateLocationRequest };

/**
 * `PUT /restaurants/{id}` is two operations on one path (spec part 2 §7): a body holding only
 * `orders_paused` (and optionally `order_options` with the pause message) is the pause toggle
 * of the order manager, allowed to lead and above where `order_management` or `marketplace_hub`
 * is on; any other body edits the location, allowed to manager and above. This is the one place
 * that tells them apart; the route guard checks the lower bar (lead) before the body is read,
 * and `requireLocationUpdateAccess` checks the chosen operation's guard.
 */
export function resolveLocationUpdate(body: unknown): LocationUpdateOperation {
  return isPauseOrdersBody(body)
    ? { kind: 'pause', guard: pauseGuard, schema: ZPauseOrdersRequest }
    : { kind: 'update', guard: updateGuard, schema: ZUpdateLocationRequest };
}

/** preHandler of the route: refuses the caller unless the operation's guard lets them through. */
export async function requireLocationUpdateAccess(request: FastifyRequest): Promise<void> {
  assertRouteAccess(request, resolveLocationUpdate(request.body).guard);
}
