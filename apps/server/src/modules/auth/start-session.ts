import { randomBytes } from 'node:crypto';
import { normalizeEventAccess, normalizeRole } from '@app/domain';
import type { AppContext } from '../../context/app-context.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { issueTokens, type IssuedTokens } from './tokens.ts';
import { listUserRestaurantIds, type UserRow } from './users.repository.ts';

export type SessionOrigin = 'password' | 'sso';

/**
 * Opens a session for an authenticated user and signs its tokens; shared by password sign-in and
 * SSO. A user without locations cannot work anywhere, so no session is opened (`no_locations`).
 */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  via: SessionOrigin,
): Promise<IssuedTokens> {
  const { db } = ctx.database;
  const restaurantIds = await listUserRestaurantIds(db, user.id);
  if (restaurantIds.length === 0) throw new AppError('no_locations');

  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ctx.config.accessTokenTtlSeconds * 1000);
  await db.insert(sessions).values({ id: sessionId, user_id: user.id, expires_at: expiresAt, via });

  const role = normalizeRole(user.role);
  const sub = String(user.id);
  return issueTokens(
    ctx.keys,
    { sub, sid: sessionId, role, restaurants: restaurantIds },
    {
      sub,
      email: user.email,
      name: user.name,
      role,
      event_access: normalizeEventAccess(user.event_access),
      restaurants: restaurantIds,
      groups: user.groups,
      has_pins: user.pin_hash !== null,
      locale: user.locale,
    },
    expiresAt,
  );
}
