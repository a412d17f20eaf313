import { inArray } from 'drizzle-orm';
import { restaurants } from '../../src/db/schema/index.ts';
import { demoLocations, type DemoLocationKey } from '../../src/demo/demo-locations.ts';
import type { TestApp } from './test-app.ts';

/** The ids of the demo data set's three locations (bistro, school, stadium) in this database. */
export async function demoLocationIds(
  t: Pick<TestApp, 'database'>,
): Promise<Record<DemoLocationKey, number>> {
  const keys = Object.keys(demoLocations) as DemoLocationKey[];
  const rows = await t.database.db
    .select({ id: restaurants.id, slug: restaurants.slug })
    .from(restaurants)
    .where(
      inArray(
        restaurants.slug,
        keys.map((key) => demoLocations[key].slug),
      ),
    );
  const idOf = (key: DemoLocationKey) => {
    const row = rows.find((r) => r.slug === demoLocations[key].slug);
    if (!row) throw new Error(`demo location ${key} is missing`);
    return row.id;
  };
  return { bistro: idOf('bistro'), school: idOf('school'), stadium: idOf('stadium') };
}
