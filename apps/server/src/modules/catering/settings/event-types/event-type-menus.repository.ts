import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.ts';
import { eventTypeMenus, menus } from '../../../../db/schema/index.ts';

export interface EventTypeMenuRow {
  event_type_id: number;
  id: number;
  name: string;
}

/** The default menus of the location's event types, under its row-level security. */
export const eventTypeMenusRepository = {
  /** Every event type's menus (or one type's), each type's in its order. */
  list(tx: Tx, restaurantId: number, eventTypeId?: number): Promise<EventTypeMenuRow[]> {
    return tx
      .select({ event_type_id: eventTypeMenus.event_type_id, id: menus.id, name: menus.name })
      .from(eventTypeMenus)
      .innerJoin(menus, eq(menus.id, eventTypeMenus.menu_id))
      .where(
        and(
          eq(eventTypeMenus.restaurant_id, restaurantId),
          eventTypeId === undefined ? undefined : eq(eventTypeMenus.event_type_id, eventTypeId),
        ),
      )
      .orderBy(asc(eventTypeMenus.order), asc(menus.id));
  },

  /** Which of `ids` are menus of the location. */
  async existingMenuIds(tx: Tx, restaurantId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.restaurant_id, restaurantId), inArray(menus.id, ids)));
    return new Set(rows.map((row) => row.id));
  },

  /** Makes the type propose exactly `menuIds`, in this order. */
  async replace(tx: Tx, restaurantId: number, eventTypeId: number, menuIds: number[]) {
    await tx
      .delete(eventTypeMenus)
      .where(
        and(
          eq(eventTypeMenus.restaurant_id, restaurantId),
          eq(eventTypeMenus.event_type_id, eventTypeId),
        ),
      );
    if (menuIds.length === 0) return;
    await tx.insert(eventTypeMenus).values(
      menuIds.map((menu_id, order) => ({
        restaurant_id: restaurantId,
        event_type_id: eventTypeId,
        menu_id,
        order,
      })),
    );
  },
};
