import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passwordResetTokens, userRestaurants, users } from '../../db/schema/index.ts';

/** An account as Team reads it: never its password or PIN hash, only whether they are set. */
export interface TeamMemberRow {
  id: number;
  email: string;
  name: string;
  role: string;
  locale: string;
  disabled: boolean;
  hasPin: boolean;
  /** No password yet and an invitation was mailed: the invitation is still to be accepted. */
  invited: boolean;
  /** Every location of the account, its default first. */
  restaurantIds: number[];
}

export type TeamMemberPatch = Partial<
  Pick<typeof users.$inferInsert, 'name' | 'role' | 'locale' | 'pin_hash' | 'disabled'>
>;

/** The account's id from inside a sub-query (drizzle may leave a column of the outer table unqualified). */
const userId = sql.raw('"users"."id"');

const restaurantIds = sql<number[]>`coalesce((select array_agg(${userRestaurants.restaurant_id}
  order by ${userRestaurants.position}, ${userRestaurants.restaurant_id})
  from ${userRestaurants} where ${userRestaurants.user_id} = ${userId}), '{}')`;

const invited = sql<boolean>`(${users.password_hash} is null and exists (
  select 1 from ${passwordResetTokens}
  where ${passwordResetTokens.user_id} = ${userId} and ${passwordResetTokens.purpose} = 'invite'))`;

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  locale: users.locale,
  disabled: users.disabled,
  hasPin: sql<boolean>`(${users.pin_hash} is not null)`,
  invited,
  restaurantIds,
};

const worksAt = (restaurantId: number) =>
  sql`exists (select 1 from ${userRestaurants} where ${userRestaurants.user_id} = ${userId}
    and ${userRestaurants.restaurant_id} = ${restaurantId})`;

/**
 * Staff accounts of a location. Identity spans locations, so these run on the owner connection
 * (or its transaction); every read is filtered on the location explicitly.
 */
export const teamMembersRepository = {
  async listAtLocation(db: Db, restaurantId: number): Promise<TeamMemberRow[]> {
    const rows = await db
      .select(columns)
      .from(users)
      .where(worksAt(restaurantId))
      .orderBy(sql`lower(${users.name})`, asc(users.email));
    return rows.map(normalize);
  },

  /**
   * The account when it works at the location, locked until the transaction ends (two changes
   * of one account run one after the other), else `null`.
   */
  async lockAtLocation(
    tx: Tx,
    userId: number,
    restaurantId: number,
  ): Promise<TeamMemberRow | null> {
    const [row] = await tx
      .select(columns)
      .from(users)
      .where(and(eq(users.id, userId), worksAt(restaurantId)))
      .for('update', { of: users });
    return row ? normalize(row) : null;
  },

  async findById(db: Db, userId: number): Promise<TeamMemberRow | null> {
    const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
    return row ? normalize(row) : null;
  },

  async update(tx: Tx, userId: number, patch: TeamMemberPatch): Promise<void> {
    if (Object.keys(patch).length) await tx.update(users).set(patch).where(eq(users.id, userId));
  },

  /** The account's locations become `ids`, in that order (the first is its default). */
  async replaceRestaurants(tx: Tx, userId: number, ids: readonly number[]): Promise<void> {
    await tx.delete(userRestaurants).where(eq(userRestaurants.user_id, userId));
    if (ids.length === 0) return;
    await tx
      .insert(userRestaurants)
      .values(ids.map((id, position) => ({ user_id: userId, restaurant_id: id, position })));
  },
};

/** Array elements come back as strings from some drivers. */
function normalize(row: TeamMemberRow): TeamMemberRow {
  return { ...row, restaurantIds: row.restaurantIds.map(Number) };
}
