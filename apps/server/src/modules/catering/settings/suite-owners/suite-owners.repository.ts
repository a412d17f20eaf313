import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.ts';
import { suiteOwners } from '../../../../db/schema/index.ts';

const columns = {
  id: suiteOwners.id,
  name: suiteOwners.name,
  first_name: suiteOwners.first_name,
  last_name: suiteOwners.last_name,
  email: suiteOwners.email,
  company_name: suiteOwners.company_name,
  title: suiteOwners.title,
  phone_number: suiteOwners.phone_number,
  locale: suiteOwners.locale,
};

export interface SuiteOwnerRow {
  id: number;
  /** The display name ("First Last"). */
  name: string;
  /** Null on a row written with `name` alone (the demo loader). */
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  company_name: string | null;
  title: string | null;
  phone_number: string | null;
  /** en-CA | fr-CA (written only through the domain's request schema). */
  locale: string;
}

export type SuiteOwnerValues = Omit<SuiteOwnerRow, 'id'>;

/** The location's suite owners, under its row-level security. */
export const suiteOwnersRepository = {
  list(tx: Tx, restaurantId: number): Promise<SuiteOwnerRow[]> {
    return tx.select(columns).from(suiteOwners).where(eq(suiteOwners.restaurant_id, restaurantId));
  },

  /** One owner, locked for a write; null when the location has none with this id. */
  async lock(tx: Tx, restaurantId: number, id: number): Promise<SuiteOwnerRow | null> {
    const [row] = await tx
      .select(columns)
      .from(suiteOwners)
      .where(and(eq(suiteOwners.restaurant_id, restaurantId), eq(suiteOwners.id, id)))
      .for('update');
    return row ?? null;
  },

  async insert(tx: Tx, restaurantId: number, values: SuiteOwnerValues): Promise<SuiteOwnerRow> {
    const [row] = await tx
      .insert(suiteOwners)
      .values({ restaurant_id: restaurantId, ...values })
      .returning(columns);
    return row!;
  },

  async update(tx: Tx, restaurantId: number, id: number, values: SuiteOwnerValues) {
    const [row] = await tx
      .update(suiteOwners)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(suiteOwners.restaurant_id, restaurantId), eq(suiteOwners.id, id)))
      .returning(columns);
    return row ?? null;
  },

  async delete(tx: Tx, restaurantId: number, id: number): Promise<void> {
    await tx
      .delete(suiteOwners)
      .where(and(eq(suiteOwners.restaurant_id, restaurantId), eq(suiteOwners.id, id)));
  },
};
