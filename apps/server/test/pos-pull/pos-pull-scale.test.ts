import type { PosPullResult } from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosTestbed, type PosTestbed } from './pos-pull-testbed.ts';
import { category, item, modifierList } from './square-objects.ts';
import { waitUntil } from '../helpers/wait-until.ts';

/**
 * A large catalogue goes in set-wise, and the pull refreshes the planner's statistics before
 * linking hundreds of new items (docs/decisions/catalogue.md "Bench floor").
 */
describe('point-of-sale pull: a large catalogue', () => {
  let bed: PosTestbed;
  const ITEMS = 600;

  beforeAll(async () => {
    bed = await createPosTestbed(5_000);
    bed.square.pageSize = 100;
    bed.square.objects = [
      ...Array.from({ length: 10 }, (_, c) => category(`CAT-${c}`, `Category ${c}`)),
      modifierList('LIST-A', 'Sides', 'SINGLE', [
        { id: 'MOD-A1', name: 'Fries', cents: 0 },
        { id: 'MOD-A2', name: 'Salad', cents: 100 },
      ]),
      modifierList('LIST-B', 'Extras', 'MULTIPLE', [{ id: 'MOD-B1', name: 'Cheese', cents: 150 }]),
      ...Array.from({ length: ITEMS }, (_, i) =>
        item({
          id: `ITEM-${i}`,
          name: `Dish ${i}`,
          categories: [{ id: `CAT-${i % 10}`, ordinal: i }],
          variations: [
            { id: `VAR-${i}-R`, name: 'Regular', cents: 1000 + i },
            { id: `VAR-${i}-L`, name: 'Large', cents: 1500 + i },
          ],
          lists: [{ id: 'LIST-A' }, { id: 'LIST-B' }],
        }),
      ),
    ];
  });
  afterAll(() => bed.close());

  /** Rows of a query on the owner connection (statistics span locations). */
  const rows = async <T>(query: SQL) => {
    const result: unknown = await bed.t.database.db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const lastAnalyze = async () => {
    const [row] = await rows<{ at: string | null }>(
      sql`select last_analyze::text as at from pg_stat_user_tables where relname = 'items'`,
    );
    return row?.at ?? null;
  };

  it('creates every item with its links in one pull, analysing the tables first', async () => {
    const before = await lastAnalyze();
    const run = await bed.pull();
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    const result = run.result as PosPullResult;
    expect(result.items.created).toBe(ITEMS);
    expect(run).toMatchObject({ progress: 7, total: 7 });
    const [links] = await rows<{ n: number }>(
      sql`select count(*)::int as n from item_option_groups l join items i on i.id = l.item_id
          where i.restaurant_id = ${bed.locationId}`,
    );
    expect(links!.n).toBe(ITEMS * 2);
    // Statistics reach the view when the writing connection reports them (within a second).
    let after = before;
    await waitUntil('the statistics to reach the view', async () => {
      after = await lastAnalyze();
      return after !== before;
    });
    expect(after).not.toBeNull();

    // Pulled again: nothing to write, nothing analysed.
    const again = await bed.pull();
    expect(again.result).toMatchObject({ items: { created: 0, updated: 0, removed: 0 } });
  });
});
