import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, sessions, userRestaurants, users } from '../../db/schema/index.ts';

export type SessionValues = typeof sessions.$inferInsert;

/**
 * Queries on sign-in sessions. Identity spans locations: these run on the owner connection,
 * outside any tenant transaction.
 */
export const sessionsRepository = {
  async insert(db: Db, values: SessionValues): Promise<void> {
    await db.insert(sessions).values(values);
  },

  /**
   * The live session `sessionId` (not revoked, not expired, its user enabled) with what a request
   * needs of its user — the user's locations in their order — and, in the same round trip, the
   * location `tenantId` when one is asked for (`null`: none). `null` when the session is not live.
   */
  async findLiveForRequest(db: Db, sessionId: string, tenantId: number | null) {
    const [session] = await db
      .select({
        pinEnteredAt: sessions.pin_entered_at,
        email: users.email,
        pinHash: users.pin_hash,
        role: users.role,
        eventAccess: users.event_access,
        restaurants: sql<
          number[]
        >`coalesce((select array_agg(${userRestaurants.restaurant_id} order by ${userRestaurants.position}, ${userRestaurants.restaurant_id}) from ${userRestaurants} where ${userRestaurants.user_id} = ${users.id}), '{}')`,
        tenant: restaurants,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .leftJoin(restaurants, tenantId !== null ? eq(restaurants.id, tenantId) : sql`false`)
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, new Date()),
          eq(users.disabled, false),
        ),
      )
      .limit(1);
    return session ?? null;
  },

  /** Ends a session: its access token is refused from now on. */
  async revoke(db: Db, sessionId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
  },

  /** Ends every live session of the user. */
  async revokeAllOfUser(db: Db, userId: number, at: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: at })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  },

  /**
   * Reserves one PIN attempt of the live session in one conditional update, so parallel guesses
   * all count: the attempts used and the session's user, or `null` when the session is not live
   * or has used `maxAttempts` already.
   */
  async reservePinAttempt(
    db: Db,
    sessionId: string,
    maxAttempts: number,
  ): Promise<{ attempts: number; userId: number } | null> {
    const [reserved] = await db
      .update(sessions)
      .set({ pin_failed_attempts: sql`${sessions.pin_failed_attempts} + 1` })
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.revoked_at),
          lt(sessions.pin_failed_attempts, maxAttempts),
        ),
      )
      .returning({ attempts: sessions.pin_failed_attempts, userId: sessions.user_id });
    return reserved ?? null;
  },

  /** Marks the live session PIN-entered and gives its attempts back; false when it is not live. */
  async markPinEntered(db: Db, sessionId: string): Promise<boolean> {
    const [entered] = await db
      .update(sessions)
      .set({ pin_entered_at: new Date(), pin_failed_attempts: 0 })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    return entered !== undefined;
  },
};
