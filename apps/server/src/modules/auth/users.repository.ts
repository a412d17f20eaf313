import { SIGN_IN_LOCKOUT_MINUTES, SIGN_IN_MAX_FAILURES } from '@app/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, userRestaurants, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type UserValues = typeof users.$inferInsert;

/** Emails are compared trimmed and without regard to case (the unique index is on lower(email)). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Queries on staff accounts and the locations they may use. Identity spans locations: these run
 * on the owner connection, outside any tenant transaction.
 */
export const usersRepository = {
  /** The account of an email, or `null`. */
  async findByEmail(db: Db, email: string): Promise<UserRow | null> {
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
      .limit(1);
    return user ?? null;
  },

  /** The user's PIN hash (null: no PIN), or `null` when the user is gone. */
  async findPinHash(db: Db, userId: number): Promise<{ pinHash: string | null } | null> {
    const [user] = await db
      .select({ pinHash: users.pin_hash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return user ?? null;
  },

  /** Every account, by email. */
  listAll(db: Db): Promise<UserRow[]> {
    return db.select().from(users).orderBy(asc(users.email));
  },

  /** The locations a user may use, default (lowest position) first. */
  async listRestaurantIds(db: Db, userId: number): Promise<number[]> {
    const rows = await db
      .select({ id: userRestaurants.restaurant_id })
      .from(userRestaurants)
      .where(eq(userRestaurants.user_id, userId))
      .orderBy(asc(userRestaurants.position), asc(userRestaurants.restaurant_id));
    return rows.map((row) => row.id);
  },

  /** Every user's locations as slugs, each user's default first. */
  listLocationSlugs(db: Db): Promise<{ userId: number; slug: string }[]> {
    return db
      .select({ userId: userRestaurants.user_id, slug: restaurants.slug })
      .from(userRestaurants)
      .innerJoin(restaurants, eq(restaurants.id, userRestaurants.restaurant_id))
      .orderBy(asc(userRestaurants.position), asc(userRestaurants.restaurant_id));
  },

  async insert(db: Db, values: UserValues): Promise<{ id: number; email: string }> {
    const [user] = await db
      .insert(users)
      .values(values)
      .returning({ id: users.id, email: users.email });
    return user!;
  },

  /** Links the user to locations at the given positions (0 = default); existing links stay. */
  async linkRestaurants(
    db: Db,
    links: { user_id: number; restaurant_id: number; position: number }[],
  ): Promise<void> {
    if (links.length) await db.insert(userRestaurants).values(links).onConflictDoNothing();
  },

  /** Sets the password hash and clears the sign-in lockout. */
  async setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
    await db
      .update(users)
      .set({ password_hash: passwordHash, failed_sign_ins: 0, locked_until: null })
      .where(eq(users.id, userId));
  },

  /**
   * Counts one more consecutive failed sign-in in one statement (parallel attempts all count);
   * a lock that has run out at `now` starts the count again, and the SIGN_IN_MAX_FAILURES-th
   * failure locks the account for SIGN_IN_LOCKOUT_MINUTES. Answers the lock end after the
   * statement (null: none), or `null` when the user is gone.
   */
  async countFailedSignIn(
    db: Db,
    userId: number,
    now: Date,
  ): Promise<{ lockedUntil: Date | null } | null> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`(${users.locked_until} is not null and ${users.locked_until} <= ${at})`;
    const count = sql`(case when ${expired} then 1 else ${users.failed_sign_ins} + 1 end)`;
    const [row] = await db
      .update(users)
      .set({
        failed_sign_ins: sql`${count}`,
        locked_until: sql`case
          when ${count} >= ${SIGN_IN_MAX_FAILURES} then ${at} + make_interval(mins => ${SIGN_IN_LOCKOUT_MINUTES})
          when ${expired} then null
          else ${users.locked_until} end`,
      })
      .where(eq(users.id, userId))
      .returning({ lockedUntil: users.locked_until });
    return row ?? null;
  },

  /**
   * Clears the failed sign-ins unless the account is locked at `now` (checked in the same
   * statement): whether they were cleared.
   */
  async clearFailedSignInsUnlessLocked(db: Db, userId: number, now: Date): Promise<boolean> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const [cleared] = await db
      .update(users)
      .set({ failed_sign_ins: 0, locked_until: null })
      .where(
        and(
          eq(users.id, userId),
          sql`(${users.locked_until} is null or ${users.locked_until} <= ${at})`,
        ),
      )
      .returning({ id: users.id });
    return cleared !== undefined;
  },

  /** The user's lock end (null: none), or `null` when the user is gone. */
  async findLockedUntil(db: Db, userId: number): Promise<{ lockedUntil: Date | null } | null> {
    const [row] = await db
      .select({ lockedUntil: users.locked_until })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },
};
