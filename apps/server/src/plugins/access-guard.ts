import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_DB_INTEGER,
  eventAccessAllows,
  hasRoleAtLeast,
  normalizeEventAccess,
  locationAllowsScreen,
  roleAllowsScreen,
  normalizeRole,
  type EventAccess,
  type EventAction,
  type LocationFlag,
  type Role,
  type Screen,
} from '@app/domain';
import type { Database, Tx } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { AppError } from '../errors/app-error.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';
import { sessionsRepository } from '../modules/auth/sessions.repository.ts';
import type { SigningKeys } from '../modules/auth/signing-keys.ts';
import type { LocationRow } from '../modules/restaurants/restaurants.repository.ts';

/**
 * What a route requires, declared once on the route (`config: { access: {...} }`) and enforced
 * here before the handler runs. Routes without a declaration need a signed-in user and a
 * location, the safe default.
 */
export type RouteAccess =
  | { public: true }
  | {
      public?: false;
      /** Needs an active location (X-Restaurant-Id among the token's locations). Default true. */
      tenant?: boolean;
      /** The screen this call serves: the domain's screen rules (role and flags) apply as is. */
      screen?: Screen;
      minRole?: Role;
      /** Location flags: every one of `all`, and at least one of `any`. */
      flags?: { all?: LocationFlag[]; any?: LocationFlag[] };
      /** What the call does in the events area: the user's event access level must allow it. */
      eventAction?: EventAction;
      /** Reachable before a staff member with a PIN has entered it (sign-out, the PIN check). */
      beforePin?: boolean;
    };

export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  /** The account's event access level (null: none set, see `effectiveEventAccess`). */
  eventAccess: EventAccess | null;
  sessionId: string;
  restaurants: number[];
  hasPins: boolean;
  pinEntered: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    tenant: LocationRow | null;
    /** Runs `work` in a transaction bound to the active location (row-level security on). */
    tenantTx<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * The role, screen and flag part of a route's access, for the signed-in user at the active
 * location. The guard calls it for every route; a route whose operation depends on its body
 * (one path, two operations) calls it again with the operation's access.
 */
export function assertRouteAccess(
  request: FastifyRequest,
  access: Exclude<RouteAccess, { public: true }>,
): void {
  const user = request.user;
  if (!user) throw new AppError('session_timed_out');
  const location = request.tenant;
  if (access.screen) {
    if (!roleAllowsScreen(access.screen, user.role)) throw new AppError('forbidden_role');
    if (!locationAllowsScreen(access.screen, location ?? undefined))
      throw new AppError('feature_disabled');
  }
  if (access.minRole && !hasRoleAtLeast(user.role, access.minRole))
    throw new AppError('forbidden_role');
  if (access.flags) {
    const all = access.flags.all ?? [];
    const any = access.flags.any ?? [];
    const ok =
      location &&
      all.every((flag) => location[flag]) &&
      (any.length === 0 || any.some((flag) => location[flag]));
    if (!ok) throw new AppError('feature_disabled');
  }
  if (access.eventAction && !eventAccessAllows(user.eventAccess, access.eventAction))
    throw new AppError('forbidden_event_access');
}

/**
 * Marks every route registered from now on in `scope` (an encapsulated plugin context) as
 * public: for plugins that declare routes without our config (static files, the OpenAPI UI).
 */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: { public: true } };
  });
}

export const accessGuard = fp<{ database: Database; keys: SigningKeys }>(
  async (app, { database, keys }) => {
    const { db } = database;
    app.decorateRequest('user', null);
    app.decorateRequest('tenant', null);
    app.decorateRequest('tenantTx', function tenantTx<
      T,
    >(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
      if (!this.tenant) throw new AppError('tenant_not_recognized');
      return withTenant(db, this.tenant.id, work);
    });

    app.addHook('onRequest', async (request) => {
      const access: RouteAccess = request.routeOptions.config?.access ?? {};
      if (access.public || !request.routeOptions.url) return;

      const token = bearer(request);
      if (!token) throw new AppError('session_timed_out');
      const claims = await verifyAccessToken(keys, token).catch(() => {
        throw new AppError('session_timed_out');
      });
      // Role and locations are read from the database, not the token, so a change takes effect at
      // once instead of when the token expires. The active location's row comes in the same
      // query (one round trip per request); it is used only once the user is known to have it.
      const tenantId = access.tenant === false ? null : Number(request.headers['x-restaurant-id']);
      const joinsTenant =
        tenantId !== null &&
        Number.isSafeInteger(tenantId) &&
        tenantId > 0 &&
        tenantId <= MAX_DB_INTEGER;
      const session = await sessionsRepository.findLiveForRequest(
        db,
        claims.sid,
        joinsTenant ? tenantId : null,
      );
      if (!session) throw new AppError('session_timed_out');

      const user: AuthUser = {
        id: Number(claims.sub),
        email: session.email,
        role: normalizeRole(session.role),
        eventAccess: normalizeEventAccess(session.eventAccess),
        sessionId: claims.sid,
        restaurants: session.restaurants.map(Number),
        hasPins: session.pinHash !== null,
        pinEntered: session.pinEnteredAt !== null,
      };
      request.user = user;
      if (user.hasPins && !user.pinEntered && !access.beforePin) throw new AppError('pin_required');

      if (tenantId !== null) {
        if (!joinsTenant || !user.restaurants.includes(tenantId) || !session.tenant) {
          throw new AppError('tenant_not_recognized');
        }
        request.tenant = session.tenant;
      }
      assertRouteAccess(request, access);
    });
  },
);
