import type { Localization, OptionGroup, OptionGroupType, OptionValue } from '@app/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { itemOptionGroups, optionGroups, optionValues } from '../db/schema/index.ts';

export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionGroupPatch = Partial<
  Omit<typeof optionGroups.$inferInsert, 'id' | 'restaurant_id' | 'created_at'>
>;
export type OptionValueRow = typeof optionValues.$inferSelect;
export type NewOptionValue = typeof optionValues.$inferInsert;

/**
 * The values of the group in the current row, in order, as one JSON array built by PostgreSQL:
 * a whole list of groups with their values is one query, not one per group. The outer table is
 * named in plain SQL: Drizzle writes a column of the selected table unqualified, which inside the
 * subquery would read as the subquery's own column.
 */
const valuesJson = sql<OptionValue[]>`coalesce((
  select json_agg(json_build_object(
    'id', v.id, 'option_group_id', v.option_group_id, 'name', v.name, 'calories', v.calories,
    'product_id', v.product_id, 'sku', v.sku, 'category', v.category, 'price', v.price,
    'tax_rate', v.tax_rate, 'promos', v.promos, 'roll_up', v.roll_up, 'order', v."order",
    'quantity', v.quantity, 'max_quantity', v.max_quantity,
    'default_selection', v.default_selection, 'sub_group_id', v.sub_group_id,
    'localization', v.localization
  ) order by v."order", v.id)
  from ${optionValues} v where v.option_group_id = option_groups.id
), '[]'::json)`;

const itemCount = sql<number>`(
  select count(*) from ${itemOptionGroups} l where l.option_group_id = option_groups.id
)::int`;

/** Pricing groups first (spec part 1 §5), then the manual order; names are ordered in JS. */
const listOrder = [sql`${optionGroups.type} <> 'pricing'`, asc(optionGroups.order)];

function selectGroups(tx: Tx) {
  return tx
    .select({
      id: optionGroups.id,
      name: optionGroups.name,
      type: optionGroups.type,
      allow_multiple_selection: optionGroups.allow_multiple_selection,
      required: optionGroups.required,
      limit: optionGroups.limit,
      description: optionGroups.description,
      custom_quantities: optionGroups.custom_quantities,
      localization: optionGroups.localization,
      sku: optionGroups.sku,
      order: optionGroups.order,
      updated_at: optionGroups.updated_at,
      values: valuesJson,
      item_count: itemCount,
    })
    .from(optionGroups);
}

type SelectedGroup = Awaited<ReturnType<ReturnType<typeof selectGroups>['execute']>>[number];

function toOptionGroup(row: SelectedGroup): OptionGroup {
  return {
    ...row,
    type: row.type as OptionGroupType,
    localization: row.localization as Localization,
    // The values come through JSON: amounts are numbers already, ids integers.
    values: row.values.map((value) => ({ ...value, price: Number(value.price) })),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Drizzle queries on modifier groups and their values. Reads answer `null` for "not found". */
export const optionGroupsRepository = {
  /** The location's groups with their values and item counts, in one query. */
  async list(tx: Tx, type?: OptionGroupType): Promise<OptionGroup[]> {
    const rows = await selectGroups(tx)
      .where(type ? eq(optionGroups.type, type) : undefined)
      .orderBy(...listOrder, asc(optionGroups.id));
    return rows.map(toOptionGroup);
  },

  async find(tx: Tx, id: number): Promise<OptionGroup | null> {
    const [row] = await selectGroups(tx).where(eq(optionGroups.id, id)).limit(1);
    return row ? toOptionGroup(row) : null;
  },

  /** The groups an item offers, in the item's order (one query). */
  async listForItem(tx: Tx, itemId: number): Promise<OptionGroup[]> {
    const rows = await selectGroups(tx)
      .innerJoin(
        itemOptionGroups,
        and(
          eq(itemOptionGroups.option_group_id, optionGroups.id),
          eq(itemOptionGroups.item_id, itemId),
        ),
      )
      .orderBy(asc(itemOptionGroups.order), asc(optionGroups.id));
    return rows.map(toOptionGroup);
  },

  /** The group row, locked until the transaction ends (read-modify-write of its values). */
  async lock(tx: Tx, id: number): Promise<OptionGroupRow | null> {
    const [row] = await tx
      .select()
      .from(optionGroups)
      .where(eq(optionGroups.id, id))
      .limit(1)
      .for('update');
    return row ?? null;
  },

  async exists(tx: Tx, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: optionGroups.id })
      .from(optionGroups)
      .where(eq(optionGroups.id, id))
      .limit(1);
    return row !== undefined;
  },

  /** Which of `ids` are groups of the location (other locations' rows are invisible). */
  async existingIds(tx: Tx, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .select({ id: optionGroups.id })
      .from(optionGroups)
      .where(inArray(optionGroups.id, ids));
    return new Set(rows.map((row) => row.id));
  },

  async insert(
    tx: Tx,
    values: OptionGroupPatch & { restaurant_id: number; name: string },
  ): Promise<OptionGroupRow> {
    const [row] = await tx.insert(optionGroups).values(values).returning();
    return row!;
  },

  async update(tx: Tx, id: number, patch: OptionGroupPatch): Promise<void> {
    await tx
      .update(optionGroups)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(optionGroups.id, id));
  },

  async delete(tx: Tx, id: number): Promise<void> {
    await tx.delete(optionGroups).where(eq(optionGroups.id, id));
  },

  async values(tx: Tx, groupId: number): Promise<OptionValueRow[]> {
    return tx
      .select()
      .from(optionValues)
      .where(eq(optionValues.option_group_id, groupId))
      .orderBy(asc(optionValues.order), asc(optionValues.id));
  },

  async insertValues(tx: Tx, rows: NewOptionValue[]): Promise<void> {
    if (rows.length) await tx.insert(optionValues).values(rows);
  },

  async updateValue(tx: Tx, id: number, patch: Partial<NewOptionValue>): Promise<void> {
    await tx
      .update(optionValues)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(optionValues.id, id));
  },

  async deleteValue(tx: Tx, id: number): Promise<void> {
    await tx.delete(optionValues).where(eq(optionValues.id, id));
  },

  /** Deletes the group's values whose ids are not in `keep`. */
  async deleteValuesExcept(tx: Tx, groupId: number, keep: number[]): Promise<void> {
    await tx
      .delete(optionValues)
      .where(
        and(
          eq(optionValues.option_group_id, groupId),
          keep.length ? notInArray(optionValues.id, keep) : undefined,
        ),
      );
  },
};
