import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { posConnections } from '../../src/db/schema/index.ts';
import { openSecret } from '../../src/lib/secret-box.ts';
import { runAdminOn } from '../auth/admin-cli-runner.ts';
import { createLocationFixture } from '../helpers/fixtures.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/** `npm run admin -- set-pos-connection`, run in-process. */
describe('admin CLI: point-of-sale connection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const stored = async (restaurantId: number) =>
    (
      await database.db
        .select()
        .from(posConnections)
        .where(eq(posConnections.restaurant_id, restaurantId))
    )[0];

  const token = (row: { restaurant_id: number; access_token: string } | undefined) =>
    openSecret(row!.access_token, `pos_connections.access_token:${row!.restaurant_id}`);

  it('connects a location, asks for a bare token without echo, and replaces the connection', async () => {
    const location = await createLocationFixture(database.db, { pos_integrated: true });
    const first = await runAdminOn(database, [
      'set-pos-connection',
      '--location',
      location.slug,
      '--base-url',
      'https://connect.squareup.com/',
      '--token',
      'EAAA-secret',
      '--pos-location-id',
      'L123',
      '--menu-name',
      'From Square',
    ]);
    expect(first, first.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain(
      `Connected ${location.name} to square at https://connect.squareup.com.`,
    );
    expect(first.stdout).not.toContain('EAAA-secret');
    expect(await stored(location.id)).toMatchObject({
      provider: 'square',
      base_url: 'https://connect.squareup.com',
      pos_location_id: 'L123',
      menu_name: 'From Square',
    });
    // Sealed at rest (SECRETS_KEY): the column never holds the token itself.
    const row = await stored(location.id);
    expect(row?.access_token).toMatch(/^enc:v1:/);
    expect(row?.access_token).not.toContain('EAAA-secret');
    expect(token(row)).toBe('EAAA-secret');

    const again = await runAdminOn(
      database,
      [
        'set-pos-connection',
        '--location',
        location.slug,
        '--base-url',
        'http://127.0.0.1:9000',
        '--token',
      ],
      ['rotated-token'],
    );
    expect(again.code, again.stderr).toBe(0);
    expect(await stored(location.id)).toMatchObject({
      base_url: 'http://127.0.0.1:9000',
      pos_location_id: null,
      menu_name: 'From Square',
    });
    expect(token(await stored(location.id))).toBe('rotated-token');
  });

  it('says when the location cannot pull yet, and refuses bad options', async () => {
    const plain = await createLocationFixture(database.db);
    const ok = await runAdminOn(database, [
      'set-pos-connection',
      '--location',
      plain.slug,
      '--base-url',
      'https://example.test',
      '--token',
      't',
    ]);
    expect(ok.stdout).toContain('not pos_integrated');
    for (const args of [
      ['--base-url', 'http://pos.example.test', '--token', 't'],
      ['--base-url', 'not a url', '--token', 't'],
      ['--base-url', 'https://example.test', '--token', 't', '--provider', 'clover'],
    ]) {
      const res = await runAdminOn(database, [
        'set-pos-connection',
        '--location',
        plain.slug,
        ...args,
      ]);
      expect(res.code, args.join(' ')).toBe(2);
    }
    const unknown = await runAdminOn(database, [
      'set-pos-connection',
      '--location',
      'no-such-place',
      '--base-url',
      'https://example.test',
      '--token',
      't',
    ]);
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'Error: no location with slug no-such-place\n',
    });
  });
});
