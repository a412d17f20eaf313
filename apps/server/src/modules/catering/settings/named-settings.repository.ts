import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { equipment, eventTypes, suites } from '../../../db/schema/index.ts';

/** The settings lists that are a name per row (event types add their menus beside). */
const tables = { suite: suites, equipment, event_type: eventTypes };
export type NamedEntity = keyof typeof tables;

export interface NamedRow {
  id: number;
  name: string;
}

const columnsOf = (entity: NamedEntity) => ({ id: tables[entity].id, name: tables[entity].name });

/** Suites, equipment and event types of the location, under its row-level security. */
export const namedSettingsRepository = {
  list(tx: Tx, entity: NamedEntity, restaurantId: number): Promise<NamedRow[]> {
    const table = tables[entity];
    return tx.select(columnsOf(entity)).from(table).where(eq(table.restaurant_id, restaurantId));
  },

  /** One row, locked for a write; null when the location has none with this id. */
  async lock(tx: Tx, entity: NamedEntity, restaurantId: number, id: number) {
    const table = tables[entity];
    const [row] = await tx
      .select(columnsOf(entity))
      .from(table)
      .where(and(eq(table.restaurant_id, restaurantId), eq(table.id, id)))
      .for('update');
    return row ?? null;
  },

  /** The row holding `name` in any letter case (the unique index's rule), other than `exceptId`. */
  async findByName(
    tx: Tx,
    entity: NamedEntity,
    restaurantId: number,
    name: string,
    exceptId?: number,
  ): Promise<NamedRow | null> {
    const table = tables[entity];
    const [row] = await tx
      .select(columnsOf(entity))
      .from(table)
      .where(
        and(
          eq(table.restaurant_id, restaurantId),
          sql`lower(${table.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(table.id, exceptId),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async insert(tx: Tx, entity: NamedEntity, restaurantId: number, name: string): Promise<NamedRow> {
    const table = tables[entity];
    const [row] = await tx
      .insert(table)
      .values({ restaurant_id: restaurantId, name })
      .returning(columnsOf(entity));
    return row!;
  },

  async rename(tx: Tx, entity: NamedEntity, restaurantId: number, id: number, name: string) {
    const table = tables[entity];
    const [row] = await tx
      .update(table)
      .set({ name, updated_at: new Date() })
      .where(and(eq(table.restaurant_id, restaurantId), eq(table.id, id)))
      .returning(columnsOf(entity));
    return row ?? null;
  },

  async delete(tx: Tx, entity: NamedEntity, restaurantId: number, id: number): Promise<void> {
    const table = tables[entity];
    await tx.delete(table).where(and(eq(table.restaurant_id, restaurantId), eq(table.id, id)));
  },
};
