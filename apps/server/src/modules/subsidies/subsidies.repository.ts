import { and, asc, eq, sql } from 'drizzle-orm';
import type { SubsidyRequest } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { subsidies } from '../../db/schema/index.ts';
import type { Localization } from '../../db/schema/columns.ts';

const columns = {
  id: subsidies.id,
  name: subsidies.name,
  localization: subsidies.localization,
  type: subsidies.type,
  amount: subsidies.amount,
  amount_type: subsidies.amount_type,
  max_meals_per_day: subsidies.max_meals_per_day,
  created_at: subsidies.created_at,
};

export interface SubsidyRow {
  id: number;
  name: string;
  localization: Localization;
  type: string;
  amount: number | null;
  amount_type: string;
  max_meals_per_day: number | null;
  created_at: Date;
}

/** A subsidy with how many codes it has (`total`) and how many are active. */
export type SubsidyWithCounts = SubsidyRow & { codes: { total: number; active: number } };

// Written out in full: inside a select, Drizzle names a column without its table, and
// `subsidy_codes.id` would then shadow `subsidies.id`.
const codeCounts = sql<{ total: number; active: number }>`(
  select json_build_object('total', count(*)::int,
    'active', (count(*) filter (where c.status = 'active'))::int)
  from subsidy_codes c where c.subsidy_id = "subsidies"."id")`;

function storedValues(values: SubsidyRequest) {
  const { localization, ...fields } = values;
  return { ...fields, localization: { fr: { name: localization.fr.name } } };
}

/** The location's subsidies, under its row-level security. */
export const subsidiesRepository = {
  /** Every subsidy by name, each with its code counts (never the codes: they are paged). */
  list(tx: Tx, restaurantId: number): Promise<SubsidyWithCounts[]> {
    return tx
      .select({ ...columns, codes: codeCounts })
      .from(subsidies)
      .where(eq(subsidies.restaurant_id, restaurantId))
      .orderBy(asc(sql`lower(${subsidies.name})`), asc(subsidies.id));
  },

  async withCounts(tx: Tx, restaurantId: number, id: number): Promise<SubsidyWithCounts | null> {
    const [row] = await tx
      .select({ ...columns, codes: codeCounts })
      .from(subsidies)
      .where(and(eq(subsidies.restaurant_id, restaurantId), eq(subsidies.id, id)));
    return row ?? null;
  },

  /** One subsidy, locked for a write (and for writing its codes); null when the location has none. */
  async lock(tx: Tx, restaurantId: number, id: number): Promise<SubsidyRow | null> {
    const [row] = await tx
      .select(columns)
      .from(subsidies)
      .where(and(eq(subsidies.restaurant_id, restaurantId), eq(subsidies.id, id)))
      .for('update');
    return row ?? null;
  },

  async insert(tx: Tx, restaurantId: number, values: SubsidyRequest): Promise<SubsidyRow> {
    const [row] = await tx
      .insert(subsidies)
      .values({ restaurant_id: restaurantId, ...storedValues(values) })
      .returning(columns);
    return row!;
  },

  async update(tx: Tx, restaurantId: number, id: number, values: SubsidyRequest) {
    const [row] = await tx
      .update(subsidies)
      .set({ ...storedValues(values), updated_at: new Date() })
      .where(and(eq(subsidies.restaurant_id, restaurantId), eq(subsidies.id, id)))
      .returning(columns);
    return row ?? null;
  },

  /** Deletes the subsidy; its codes go with it (the foreign key cascades). */
  async delete(tx: Tx, restaurantId: number, id: number): Promise<void> {
    await tx
      .delete(subsidies)
      .where(and(eq(subsidies.restaurant_id, restaurantId), eq(subsidies.id, id)));
  },
};
