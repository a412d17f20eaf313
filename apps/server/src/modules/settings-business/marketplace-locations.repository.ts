import { and, asc, eq } from 'drizzle-orm';
import type { MarketplaceLocation, MarketplaceLocationInput } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { marketplaceLocations, menus } from '../../db/schema/index.ts';
import { switchTenant } from '../../db/tenant.ts';

const columns = {
  id: marketplaceLocations.id,
  name: marketplaceLocations.name,
  image: marketplaceLocations.image,
  operational_restaurant_id: marketplaceLocations.operational_restaurant_id,
  menu_ids: marketplaceLocations.menu_ids,
  separate_mids: marketplaceLocations.separate_mids,
};

/** The hub's marketplace locations (tiles), under the hub's row-level security. */
export const marketplaceLocationsRepository = {
  list(tx: Tx, restaurantId: number): Promise<MarketplaceLocation[]> {
    return tx
      .select(columns)
      .from(marketplaceLocations)
      .where(eq(marketplaceLocations.restaurant_id, restaurantId))
      .orderBy(asc(marketplaceLocations.order), asc(marketplaceLocations.id));
  },

  /** One tile, locked for a write; null when the hub has no such tile. */
  async lock(tx: Tx, restaurantId: number, id: number): Promise<MarketplaceLocation | null> {
    const [row] = await tx
      .select(columns)
      .from(marketplaceLocations)
      .where(
        and(eq(marketplaceLocations.restaurant_id, restaurantId), eq(marketplaceLocations.id, id)),
      )
      .for('update');
    return row ?? null;
  },

  async lockAll(tx: Tx, restaurantId: number): Promise<void> {
    await tx
      .select({ id: marketplaceLocations.id })
      .from(marketplaceLocations)
      .where(eq(marketplaceLocations.restaurant_id, restaurantId))
      .for('update');
  },

  async setImage(tx: Tx, restaurantId: number, id: number, image: string): Promise<void> {
    await tx
      .update(marketplaceLocations)
      .set({ image, updated_at: new Date() })
      .where(
        and(eq(marketplaceLocations.restaurant_id, restaurantId), eq(marketplaceLocations.id, id)),
      );
  },

  /**
   * Replaces the list in its order: every tile deleted, the list inserted (saved tiles under
   * their ids, keeping `images`, their images by id).
   */
  async replace(
    tx: Tx,
    restaurantId: number,
    tiles: MarketplaceLocationInput[],
    images: ReadonlyMap<number, string | null>,
  ): Promise<void> {
    await tx
      .delete(marketplaceLocations)
      .where(eq(marketplaceLocations.restaurant_id, restaurantId));
    if (tiles.length === 0) return;
    await tx.insert(marketplaceLocations).values(
      tiles.map((tile, order) => ({
        ...(tile.id === undefined ? {} : { id: tile.id }),
        restaurant_id: restaurantId,
        name: tile.name,
        image: tile.id === undefined ? null : (images.get(tile.id) ?? null),
        operational_restaurant_id: tile.operational_restaurant_id,
        menu_ids: tile.menu_ids,
        separate_mids: tile.separate_mids,
        order,
      })),
    );
  },

  /**
   * The ids of the menus of each of `locationIds`, read in the caller's transaction under each
   * location's own row-level security (`switchTenant`), then bound back to `restaurantId`. The
   * caller has checked the user may access every one of them.
   */
  async menuIdsOf(
    tx: Tx,
    restaurantId: number,
    locationIds: readonly number[],
  ): Promise<Map<number, Set<number>>> {
    const found = new Map<number, Set<number>>();
    for (const locationId of locationIds) {
      await switchTenant(tx, locationId);
      const rows = await tx
        .select({ id: menus.id })
        .from(menus)
        .where(eq(menus.restaurant_id, locationId));
      found.set(locationId, new Set(rows.map((row) => row.id)));
    }
    await switchTenant(tx, restaurantId);
    return found;
  },
};
