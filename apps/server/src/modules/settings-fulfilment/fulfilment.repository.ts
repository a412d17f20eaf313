import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deliverySchools, deliverySettings, onsiteLocations } from '../../db/schema/index.ts';
import {
  orderingConfigRepository,
  type OnsiteLocationRow,
  type SchoolRow,
} from '../ordering-config/ordering-config.repository.ts';

export type DeliveryValues = Omit<
  typeof deliverySettings.$inferInsert,
  'restaurant_id' | 'updated_at'
>;
type SchoolValues = Omit<typeof deliverySchools.$inferInsert, 'restaurant_id' | 'order'>;
type OnsiteValues = Omit<typeof onsiteLocations.$inferInsert, 'restaurant_id' | 'order'>;

/**
 * The Fulfilment tab's writes, in the caller's tenant transaction. Reads are the ordering
 * config's (the order screens read the same rows). A list is replaced whole: its rows are
 * deleted and written again in the order sent, kept rows with their id and creation time, so
 * names swapped between two rows never meet the unique index half-way.
 */
export const fulfilmentRepository = {
  deliverySettings: (tx: Tx, restaurantId: number) =>
    orderingConfigRepository.deliverySettings(tx, restaurantId),
  schools: (tx: Tx, restaurantId: number) => orderingConfigRepository.schools(tx, restaurantId),
  onsiteLocations: (tx: Tx, restaurantId: number) =>
    orderingConfigRepository.onsiteLocations(tx, restaurantId),

  async saveDeliverySettings(tx: Tx, restaurantId: number, values: DeliveryValues) {
    await tx
      .insert(deliverySettings)
      .values({ ...values, restaurant_id: restaurantId })
      .onConflictDoUpdate({
        target: deliverySettings.restaurant_id,
        set: { ...values, updated_at: new Date() },
      });
  },

  async replaceSchools(
    tx: Tx,
    restaurantId: number,
    before: readonly SchoolRow[],
    schools: readonly SchoolValues[],
  ): Promise<void> {
    const createdAt = new Map(before.map((row) => [row.id, row.created_at]));
    await tx.delete(deliverySchools).where(eq(deliverySchools.restaurant_id, restaurantId));
    if (schools.length === 0) return;
    await tx.insert(deliverySchools).values(
      schools.map((school, order) => ({
        ...school,
        restaurant_id: restaurantId,
        order,
        created_at: (school.id !== undefined && createdAt.get(school.id)) || new Date(),
      })),
    );
  },

  async replaceOnsiteLocations(
    tx: Tx,
    restaurantId: number,
    before: readonly OnsiteLocationRow[],
    locations: readonly OnsiteValues[],
  ): Promise<void> {
    const createdAt = new Map(before.map((row) => [row.id, row.created_at]));
    await tx.delete(onsiteLocations).where(eq(onsiteLocations.restaurant_id, restaurantId));
    if (locations.length === 0) return;
    await tx.insert(onsiteLocations).values(
      locations.map((location, order) => ({
        ...location,
        restaurant_id: restaurantId,
        order,
        created_at: (location.id !== undefined && createdAt.get(location.id)) || new Date(),
      })),
    );
  },
};
