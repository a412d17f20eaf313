import { errorMessage, type JobRun } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posConnections } from '../../src/db/schema/index.ts';
import type { SquareFailure } from './fake-square.ts';
import { createPosTestbed, type PosTestbed } from './pos-pull-testbed.ts';
import { bistroCatalogue, category, item } from './square-objects.ts';

/**
 * Every failure of a pull fails its run with a code and a localised message and leaves the
 * catalogue exactly as it was (spec: "every failure leaves the data as it was").
 */
describe('point-of-sale pull: failures change nothing', () => {
  let bed: PosTestbed;
  /** A catalogue that would change plenty if it were written. */
  const changed = () => [
    ...bistroCatalogue(),
    category('CAT-NEW', 'Specials'),
    item({
      id: 'ITEM-NEW',
      name: 'Tourtière',
      categories: [{ id: 'CAT-NEW' }],
      variations: [{ id: 'VAR-NEW', name: 'Regular', cents: 1800 }],
    }),
  ];

  beforeAll(async () => {
    // Long enough for a loaded machine to answer every page; a hanging page costs this once.
    bed = await createPosTestbed(3_000);
    bed.square.objects = bistroCatalogue();
    expect((await bed.pull()).status).toBe('succeeded');
  });
  afterAll(() => bed.close());

  async function expectFailedUnchanged(code: string, params: Record<string, string> = {}) {
    const before = await bed.snapshot();
    const run = await bed.pull();
    expect(run.status).toBe('failed');
    expect(run.error).toEqual({ code, message: errorMessage(code as never, 'en-CA', params) });
    const french = (
      await bed.member('GET', `/api/jobs/${run.id}`, undefined, 'fr-CA')
    ).json<JobRun>();
    expect(french.error?.message).toBe(errorMessage(code as never, 'fr-CA', params));
    expect(await bed.snapshot()).toEqual(before);
    return run;
  }

  const failures: [string, SquareFailure, string][] = [
    ['a server error', { status: 500 }, 'pos_unreachable'],
    ['an outage after the first page', { status: 503, fromPage: 2 }, 'pos_unreachable'],
    ['refused credentials', { status: 401 }, 'pos_rejected'],
    ['an answer that is not JSON', { invalidJson: true }, 'pos_catalogue_invalid'],
    ['no answer in time', { hang: true, fromPage: 2 }, 'pos_unreachable'],
  ];
  it.each(failures)(
    'fails on %s',
    async (_name, failure, code) => {
      bed.square.objects = changed();
      bed.square.failure = failure;
      try {
        await expectFailedUnchanged(code);
      } finally {
        bed.square.failure = null;
        bed.square.releaseHanging();
      }
    },
    90_000,
  );

  it('fails when the stored token is not the one Square expects', async () => {
    bed.square.objects = changed();
    const token = bed.square.token;
    bed.square.token = 'rotated-token';
    try {
      const run = await expectFailedUnchanged('pos_rejected');
      expect(run.error?.message).toContain('access token');
    } finally {
      bed.square.token = token;
    }
  });

  it('fails when the point of sale cannot be reached at all', async () => {
    const db = bed.t.database.db;
    const where = eq(posConnections.restaurant_id, bed.locationId);
    // A loopback port nobody listens on: the connection is refused.
    await db.update(posConnections).set({ base_url: 'http://127.0.0.1:9' }).where(where);
    try {
      await expectFailedUnchanged('pos_unreachable');
    } finally {
      await db.update(posConnections).set({ base_url: bed.square.url }).where(where);
    }
  });

  it('fails on objects it cannot read and on prices in another currency', async () => {
    const broken = changed();
    (broken.find((o) => o.id === 'ITEM-NEW') as { item_data: object }).item_data = { name: 42 };
    bed.square.objects = broken;
    await expectFailedUnchanged('pos_catalogue_invalid');

    bed.square.objects = [
      ...changed(),
      item({
        id: 'ITEM-USD',
        name: 'Imported soda',
        variations: [{ id: 'VAR-USD', name: 'Regular', cents: 300, currency: 'USD' }],
      }),
    ];
    const run = await expectFailedUnchanged('pos_currency_unsupported', { currency: 'USD' });
    expect(run.error?.message).toContain('USD');
  });

  it('refuses a catalogue with nothing to sell at the location rather than emptying the menu', async () => {
    // Every item is sold elsewhere only: the connection most likely names the wrong location.
    bed.square.objects = changed().map((object) =>
      object.type === 'ITEM' ? { ...object, present_at_all_locations: false } : object,
    );
    await expectFailedUnchanged('pos_catalogue_empty');
  });

  it('rolls everything back when the write fails half-way', async () => {
    // A failure the pull cannot foresee, in this test's database only: storing an item named
    // "Tourtière" fails inside PostgreSQL, after the pull wrote its new section.
    const db = bed.t.database.db;
    await db.execute(sql`
      create function test_refuse_tourtiere() returns trigger language plpgsql as $$
      begin
        if new.name = 'Tourtière' then raise exception 'test: item refused'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger test_refuse_tourtiere before insert on items
      for each row execute function test_refuse_tourtiere()`);
    try {
      bed.square.objects = changed();
      const run = await expectFailedUnchanged('job_failed');
      expect(JSON.stringify(run)).not.toContain('test: item refused');
    } finally {
      await db.execute(sql`drop trigger test_refuse_tourtiere on items`);
      await db.execute(sql`drop function test_refuse_tourtiere`);
    }
    // The same catalogue goes through once nothing stands in its way.
    const run = await bed.pull();
    expect(run.status).toBe('succeeded');
    expect(run.result).toMatchObject({ sections: { created: 1 }, items: { created: 1 } });
  });
});
