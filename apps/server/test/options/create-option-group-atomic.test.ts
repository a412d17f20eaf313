import type { OptionGroup } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { changesOf, createTestbed, type Testbed } from '../helpers/catalogue-fixtures.ts';

describe('POST /api/options is all or nothing (spec part 1 §4)', () => {
  let t: TestApp;
  let bed: Testbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    // A failure the API cannot foresee, in this test's own database only: storing an option
    // named "Explodes" fails inside PostgreSQL, after the group row was written.
    await t.database.db.execute(sql`
      create function test_refuse_option_value() returns trigger language plpgsql as $$
      begin
        if new.name = 'Explodes' then raise exception 'test: option values refused'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger test_refuse_option_value before insert on option_values
      for each row execute function test_refuse_option_value()`);
  });
  afterAll(() => t.close());

  it('leaves no group and no change-history row when its options cannot be stored', async () => {
    const manager = await bed.as('manager');
    expect((await manager('POST', '/api/options', { name: 'Existing' })).statusCode).toBe(201);
    const groupsBefore = (await manager('GET', '/api/options')).json<OptionGroup[]>();
    const historyBefore = await changesOf(t, bed.locationId, 'option_group');

    const res = await manager('POST', '/api/options', {
      name: 'Doomed group',
      values: [{ name: 'Fine' }, { name: 'Explodes' }],
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error', message: 'Internal server error.' });

    expect((await manager('GET', '/api/options')).json<OptionGroup[]>()).toEqual(groupsBefore);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from option_groups where name = 'Doomed group'`,
    );
    expect((rows as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await changesOf(t, bed.locationId, 'option_group')).toEqual(historyBefore);

    // The same request without the failing option goes through.
    const ok = await manager('POST', '/api/options', {
      name: 'Doomed group',
      values: [{ name: 'Fine' }],
    });
    expect(ok.statusCode).toBe(201);
  });
});
