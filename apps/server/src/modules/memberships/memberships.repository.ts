import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, menus } from '../../db/schema/index.ts';

export type MembershipRow = typeof memberships.$inferSelect;

/** Reads memberships under the tenant's row-level security. Reads answer `null` for "not found". */
export const membershipsRepository = {
  /** The location's membership with this identifier (case-insensitive, trimmed), valid or not. */
  async findByIdentifier(
    tx: Tx,
    restaurantId: number,
    identifier: string,
  ): Promise<MembershipRow | null> {
    const [row] = await tx
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.restaurant_id, restaurantId),
          sql`lower(${memberships.identifier}) = lower(${identifier.trim()})`,
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** The menu a membership should open: its id and members-only flag, or null if unknown here. */
  async findMenu(
    tx: Tx,
    restaurantId: number,
    menuId: number,
  ): Promise<{ id: number; member_only: boolean } | null> {
    const [row] = await tx
      .select({ id: menus.id, member_only: menus.member_only })
      .from(menus)
      .where(and(eq(menus.restaurant_id, restaurantId), eq(menus.id, menuId)))
      .limit(1);
    return row ?? null;
  },
};
