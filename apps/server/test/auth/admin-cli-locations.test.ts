import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { restaurants } from '../../src/db/schema/index.ts';
import { uniqueSuffix } from '../helpers/fixtures.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { runAdminOn } from './admin-cli-runner.ts';

/** The admin location commands and usage, run in-process (admin-cli-process runs the real binary). */
describe('admin CLI: locations and usage', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const admin = (args: string[], input: string[] = []) => runAdminOn(database, args, input);

  it('creates a location with its province, time zone and flags', async () => {
    const slug = `loc-${uniqueSuffix()}`;
    const res = await admin([
      'create-location',
      '--name',
      'Lakeside School',
      '--slug',
      slug,
      '--province',
      'qc',
      '--timezone',
      'America/Montreal',
      '--flags',
      'k12, subsidies',
    ]);
    expect(res).toMatchObject({ code: 0, stderr: '' });
    expect(res.stdout).toMatch(new RegExp(`Created location ${slug} \\(id \\d+\\)`));
    const [location] = await database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.slug, slug));
    expect(location).toMatchObject({
      name: 'Lakeside School',
      province: 'qc',
      timezone: 'America/Montreal',
      k12: true,
      subsidies: true,
      catering: false,
    });

    expect(await admin(['create-location', '--name', 'Again', '--slug', slug])).toMatchObject({
      code: 1,
      stderr: `Error: a location with slug "${slug}" already exists\n`,
    });
  });

  it('refuses bad location options with a usage error', async () => {
    for (const args of [
      ['--name', 'X', '--slug', 'Not A Slug'],
      ['--name', 'X', '--slug', `ok-${uniqueSuffix()}`, '--flags', 'k12,teleport'],
      ['--name', 'X', '--slug', `ok-${uniqueSuffix()}`, '--province', 'zz'],
      ['--name', 'X', '--slug', `ok-${uniqueSuffix()}`, '--timezone', 'Mars/Olympus'],
      ['--slug', `ok-${uniqueSuffix()}`],
      ['--name', 'X', '--slug', 'x', '--colour', 'red'],
    ]) {
      const res = await admin(['create-location', ...args]);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(/^Error: /);
    }
  });

  it('explains its usage', async () => {
    const help = await admin(['help']);
    expect(help.code).toBe(0);
    for (const command of ['create-location', 'create-user', 'set-password', 'list-users'])
      expect(help.stdout).toContain(command);
    expect((await admin([])).code).toBe(2);
    const unknown = await admin(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
  });
});
