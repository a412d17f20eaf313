import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PromoCode, PromoCodeRequest } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';

const columns = {
  id: promoCodes.id,
  name: promoCodes.name,
  type: promoCodes.type,
  value: promoCodes.value,
  active: promoCodes.active,
};

export type PromoCodeRow = Omit<PromoCode, 'type'> & { type: string };

/** The location's promo codes, under its row-level security. */
export const promoCodesRepository = {
  list(tx: Tx, restaurantId: number): Promise<PromoCodeRow[]> {
    return tx
      .select(columns)
      .from(promoCodes)
      .where(eq(promoCodes.restaurant_id, restaurantId))
      .orderBy(asc(sql`lower(${promoCodes.name})`), asc(promoCodes.id));
  },

  /** One code, locked for a write; null when the location has none with that id. */
  async lock(tx: Tx, restaurantId: number, id: number): Promise<PromoCodeRow | null> {
    const [row] = await tx
      .select(columns)
      .from(promoCodes)
      .where(and(eq(promoCodes.restaurant_id, restaurantId), eq(promoCodes.id, id)))
      .for('update');
    return row ?? null;
  },

  /** The names of the location's other codes (`exceptId`: the code being edited). */
  async otherNames(tx: Tx, restaurantId: number, exceptId?: number): Promise<string[]> {
    const rows = await tx
      .select({ name: promoCodes.name })
      .from(promoCodes)
      .where(
        and(
          eq(promoCodes.restaurant_id, restaurantId),
          exceptId === undefined ? undefined : ne(promoCodes.id, exceptId),
        ),
      );
    return rows.map((row) => row.name);
  },

  async insert(tx: Tx, restaurantId: number, values: PromoCodeRequest): Promise<PromoCodeRow> {
    const [row] = await tx
      .insert(promoCodes)
      .values({ restaurant_id: restaurantId, ...values })
      .returning(columns);
    return row!;
  },

  async update(tx: Tx, restaurantId: number, id: number, values: PromoCodeRequest) {
    const [row] = await tx
      .update(promoCodes)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(promoCodes.restaurant_id, restaurantId), eq(promoCodes.id, id)))
      .returning(columns);
    return row ?? null;
  },

  async delete(tx: Tx, restaurantId: number, id: number): Promise<void> {
    await tx
      .delete(promoCodes)
      .where(and(eq(promoCodes.restaurant_id, restaurantId), eq(promoCodes.id, id)));
  },
};
