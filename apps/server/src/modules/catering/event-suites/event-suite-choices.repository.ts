import { and, eq, inArray } from 'drizzle-orm';
import type { EventSuiteChoices } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { equipment, menus, suiteOwners, suites } from '../../../db/schema/index.ts';

type IdTable = typeof suites | typeof suiteOwners | typeof menus | typeof equipment;

/** Which of `ids` are rows of `table` at the location. */
async function ownIds(
  tx: Tx,
  table: IdTable,
  restaurantId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.restaurant_id, restaurantId), inArray(table.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}

/** The ids a request names, by list. */
export interface NamedChoices {
  suiteIds: number[];
  suiteOwnerIds: number[];
  menuIds: number[];
  equipmentIds: number[];
}

/** The location's suites, owners, menus and equipment among the ids a suite write names. */
export const eventSuiteChoicesRepository = {
  async of(tx: Tx, restaurantId: number, named: NamedChoices): Promise<EventSuiteChoices> {
    return {
      suiteIds: await ownIds(tx, suites, restaurantId, named.suiteIds),
      suiteOwnerIds: await ownIds(tx, suiteOwners, restaurantId, named.suiteOwnerIds),
      menuIds: await ownIds(tx, menus, restaurantId, named.menuIds),
      equipmentIds: await ownIds(tx, equipment, restaurantId, named.equipmentIds),
    };
  },
};
