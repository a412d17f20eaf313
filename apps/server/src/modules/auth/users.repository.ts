import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRestaurants, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Emails are compared trimmed and without regard to case (the unique index is on lower(email)). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account of an email, or `null`. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return user ?? null;
}

/** The locations a user may use, default (lowest position) first. */
export async function listUserRestaurantIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userRestaurants.restaurant_id })
    .from(userRestaurants)
    .where(eq(userRestaurants.user_id, userId))
    .orderBy(asc(userRestaurants.position), asc(userRestaurants.restaurant_id));
  return rows.map((row) => row.id);
}
