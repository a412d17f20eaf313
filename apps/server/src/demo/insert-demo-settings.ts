import type { Tx } from '../db/client.ts';
import {
  customCheckoutQuestions,
  deliverySchools,
  deliverySettings,
  memberships,
  onsiteLocations,
  orderingParameters,
  promoCodes,
} from '../db/schema/index.ts';
import type { DemoLocationKey } from './demo-locations.ts';
import { demoSettings } from './demo-settings.ts';
import type { DemoLocationIds } from './load-demo-data.ts';

/**
 * The order-taking settings of every demo location (demo-settings.ts): one statement per table
 * for all locations.
 */
export async function insertDemoSettings(tx: Tx, ids: DemoLocationIds, now: Date) {
  const settings = demoSettings(now);
  const keys = Object.keys(settings) as DemoLocationKey[];
  const rowsOf = <T>(pick: (key: DemoLocationKey) => T[]) =>
    keys.flatMap((key) => pick(key).map((row) => ({ ...row, restaurant_id: ids[key] })));

  await tx.insert(orderingParameters).values(rowsOf((key) => [settings[key].orderingParameters]));
  const delivery = rowsOf((key) => (settings[key].delivery ? [settings[key].delivery] : []));
  if (delivery.length) await tx.insert(deliverySettings).values(delivery);
  const codes = rowsOf((key) => settings[key].promoCodes);
  if (codes.length) await tx.insert(promoCodes).values(codes);
  const members = rowsOf((key) => settings[key].memberships);
  if (members.length) await tx.insert(memberships).values(members);
  const schools = rowsOf((key) => settings[key].schools);
  if (schools.length) await tx.insert(deliverySchools).values(schools);
  const onsite = rowsOf((key) => settings[key].onsiteLocations);
  if (onsite.length) await tx.insert(onsiteLocations).values(onsite);
  const questions = rowsOf((key) => settings[key].questions);
  if (questions.length) await tx.insert(customCheckoutQuestions).values(questions);
}
