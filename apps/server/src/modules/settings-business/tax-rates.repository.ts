import { asc, eq, sql } from 'drizzle-orm';
import type { TaxRateInput, TaxRateSetting } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { taxRates } from '../../db/schema/index.ts';

const columns = {
  id: taxRates.id,
  code: taxRates.code,
  label: taxRates.label,
  value: taxRates.value,
  is_default: taxRates.is_default,
  effective_from: taxRates.effective_from,
};

/** A stored rate as the settings answer it (a label outside the list of labels reads as none). */
export type TaxRateRow = Omit<TaxRateSetting, 'label'> & { label: string | null };

/** The location's tax rates (under its row-level security), by code then first day. */
export const taxRatesRepository = {
  list(tx: Tx, restaurantId: number): Promise<TaxRateRow[]> {
    return tx
      .select(columns)
      .from(taxRates)
      .where(eq(taxRates.restaurant_id, restaurantId))
      .orderBy(
        asc(taxRates.code),
        sql`${taxRates.effective_from} asc nulls first`,
        asc(taxRates.id),
      );
  },

  /** Locks the location's rates, so two saves of the list run one after the other. */
  async lock(tx: Tx, restaurantId: number): Promise<void> {
    await tx
      .select({ id: taxRates.id })
      .from(taxRates)
      .where(eq(taxRates.restaurant_id, restaurantId))
      .for('update');
  },

  /**
   * Replaces the list: every row is deleted and the list inserted, the saved ones under their
   * own ids. Deleting first lets two rates swap codes or days without meeting the unique key
   * half-way.
   */
  async replace(tx: Tx, restaurantId: number, rates: TaxRateInput[]): Promise<void> {
    await tx.delete(taxRates).where(eq(taxRates.restaurant_id, restaurantId));
    if (rates.length === 0) return;
    await tx.insert(taxRates).values(
      rates.map((rate) => ({
        ...(rate.id === undefined ? {} : { id: rate.id }),
        restaurant_id: restaurantId,
        code: rate.code,
        label: rate.label,
        value: rate.value,
        is_default: rate.is_default,
        effective_from: rate.effective_from,
      })),
    );
  },
};
