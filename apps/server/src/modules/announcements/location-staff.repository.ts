import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRestaurants, users } from '../../db/schema/index.ts';

/** The staff of locations, read on the owner connection (identity tables have no tenant). */
export const locationStaffRepository = {
  /** Per location among `restaurantIds`, the ids of its active (not disabled) accounts. */
  async activeStaffOf(db: Db, restaurantIds: number[]): Promise<Map<number, Set<number>>> {
    const staff = new Map<number, Set<number>>(restaurantIds.map((id) => [id, new Set()]));
    if (restaurantIds.length === 0) return staff;
    const rows = await db
      .select({ restaurant_id: userRestaurants.restaurant_id, user_id: users.id })
      .from(userRestaurants)
      .innerJoin(users, eq(users.id, userRestaurants.user_id))
      .where(and(inArray(userRestaurants.restaurant_id, restaurantIds), eq(users.disabled, false)));
    for (const row of rows) staff.get(row.restaurant_id)?.add(row.user_id);
    return staff;
  },
};
