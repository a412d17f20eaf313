import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { posConnections } from '../../db/schema/index.ts';
import { isSealed, openSecret, sealSecret } from '../../lib/secret-box.ts';
import type { PosConnection } from './pos-connector.ts';

/** A location's connection as a pull uses it: how to reach the point of sale and the menu's name. */
export interface StoredPosConnection extends PosConnection {
  menuName: string;
  lastPulledAt: Date | null;
}

export type PosConnectionValues = Omit<
  typeof posConnections.$inferInsert,
  'created_at' | 'updated_at'
>;

/** Where a location's access token is stored: the context its sealed value is bound to. */
function tokenContext(restaurantId: number): string {
  return `pos_connections.access_token:${restaurantId}`;
}

/** The access token is sealed at rest (lib/secret-box.ts); plain rows of before are read as they are. */
export const posConnectionsRepository = {
  async find(tx: Tx, restaurantId: number): Promise<StoredPosConnection | null> {
    const [row] = await tx
      .select()
      .from(posConnections)
      .where(eq(posConnections.restaurant_id, restaurantId));
    if (!row) return null;
    return {
      provider: row.provider,
      baseUrl: row.base_url,
      accessToken: openSecret(row.access_token, tokenContext(restaurantId)),
      locationId: row.pos_location_id,
      menuName: row.menu_name,
      lastPulledAt: row.last_pulled_at,
    };
  },

  async exists(tx: Tx, restaurantId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: posConnections.restaurant_id })
      .from(posConnections)
      .where(eq(posConnections.restaurant_id, restaurantId));
    return row !== undefined;
  },

  /** In the pull's own transaction: the pull succeeded now. */
  async markPulled(tx: Tx, restaurantId: number): Promise<void> {
    await tx
      .update(posConnections)
      .set({ last_pulled_at: sql`now()` })
      .where(eq(posConnections.restaurant_id, restaurantId));
  },

  /** Creates or replaces a location's connection (administration, demo data). */
  async save(db: Db | Tx, values: PosConnectionValues): Promise<void> {
    const sealed = {
      ...values,
      // A row read back raw (already sealed) is saved as it is.
      access_token: isSealed(values.access_token)
        ? values.access_token
        : sealSecret(values.access_token, tokenContext(values.restaurant_id)),
    };
    const { restaurant_id: _location, ...changes } = sealed;
    await db
      .insert(posConnections)
      .values(sealed)
      .onConflictDoUpdate({ target: posConnections.restaurant_id, set: changes });
  },
};
