import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { restaurants, sessions, userRestaurants, users } from '../../src/db/schema/index.ts';
import { verifySecret } from '../../src/modules/auth/secret-hashing.ts';
import { createUserFixture, uniqueSuffix } from '../helpers/fixtures.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { runAdminOn } from './admin-cli-runner.ts';

/** The admin user commands, run in-process (admin-cli-process runs the real binary). */
describe('admin CLI: users', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const admin = (args: string[], input: string[] = []) => runAdminOn(database, args, input);
  const userByEmail = async (email: string) =>
    (await database.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates a user with hashed secrets and ordered locations, asking for what was not given', async () => {
    const [first, second] = [`a-${uniqueSuffix()}`, `b-${uniqueSuffix()}`];
    for (const slug of [first, second])
      await admin(['create-location', '--name', slug, '--slug', slug]);
    const email = `New.Staff-${uniqueSuffix()}@Fixture.test`;
    const res = await admin(
      [
        'create-user',
        '--email',
        email,
        '--name',
        'New Staff',
        '--role',
        'staff',
        '--pin',
        '--locations',
        `${second},${first}`,
        '--event-access',
        'server',
      ],
      ['typed-password', '2468'],
    );
    expect(res.code, res.stderr).toBe(0);
    const user = await userByEmail(email.toLowerCase());
    expect(user).toMatchObject({
      name: 'New Staff',
      role: 'staff',
      event_access: 'server',
      locale: 'en-CA',
    });
    expect(await verifySecret(user!.password_hash, 'typed-password')).toBe(true);
    expect(await verifySecret(user!.pin_hash, '2468')).toBe(true);
    const links = await database.db
      .select({ slug: restaurants.slug, position: userRestaurants.position })
      .from(userRestaurants)
      .innerJoin(restaurants, eq(restaurants.id, userRestaurants.restaurant_id))
      .where(eq(userRestaurants.user_id, user!.id))
      .orderBy(userRestaurants.position);
    expect(links.map((link) => link.slug)).toEqual([second, first]);

    expect(
      await admin([
        'create-user',
        '--email',
        email.toUpperCase(),
        '--name',
        'Twin',
        '--password',
        'another-password',
      ]),
    ).toMatchObject({ code: 1 });
  });

  it('creates nothing when a location is unknown or an option is invalid', async () => {
    const email = `ghost-${uniqueSuffix()}@fixture.test`;
    const unknown = await admin([
      'create-user',
      '--email',
      email,
      '--name',
      'Ghost',
      '--password',
      'long-enough',
      '--locations',
      'nowhere-at-all',
    ]);
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'Error: no location with slug nowhere-at-all\n',
    });
    for (const extra of [
      ['--role', 'owner'],
      ['--event-access', 'vip'],
      ['--pin', '12'],
    ]) {
      expect(
        (
          await admin([
            'create-user',
            '--email',
            email,
            '--name',
            'Ghost',
            '--password',
            'long-enough',
            ...extra,
          ])
        ).code,
      ).toBe(2);
    }
    expect(
      (await admin(['create-user', '--email', email, '--name', 'Ghost', '--password', 'short']))
        .stderr,
    ).toContain('at least 8 characters');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('sets a password, ending sessions and any lockout', async () => {
    const user = await createUserFixture(database.db);
    await database.db
      .update(users)
      .set({ failed_sign_ins: 5, locked_until: new Date(Date.now() + 600_000) })
      .where(eq(users.id, user.id));
    await database.db.insert(sessions).values({
      id: `s-${uniqueSuffix()}`,
      user_id: user.id,
      expires_at: new Date(Date.now() + 3600_000),
    });

    const res = await admin(
      ['set-password', '--email', ` ${user.email.toUpperCase()} `],
      ['brand-new-password'],
    );
    expect(res.code, res.stderr).toBe(0);
    const row = await userByEmail(user.email);
    expect(row).toMatchObject({ failed_sign_ins: 0, locked_until: null });
    expect(await verifySecret(row!.password_hash, 'brand-new-password')).toBe(true);
    const open = await database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, user.id), isNull(sessions.revoked_at)));
    expect(open).toHaveLength(0);

    expect(
      await admin(['set-password', '--email', 'nobody@fixture.test', '--password', 'whatever-1']),
    ).toMatchObject({ code: 1 });
  });

  it('lists users with their locations, PIN and status', async () => {
    const staff = await createUserFixture(database.db, {
      role: 'staff',
      pin: '1234',
      name: 'Listed Staff',
    });
    const disabled = await createUserFixture(database.db, { disabled: true });
    const res = await admin(['list-users']);
    expect(res.code).toBe(0);
    const lines = res.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+EMAIL\s+NAME\s+ROLE\s+EVENTS\s+LOCATIONS\s+PIN\s+STATUS$/);
    expect(lines.find((line) => line.includes(staff.email))).toMatch(
      /Listed Staff\s+staff\s+-\s+fixture-\w+\s+yes\s+active$/,
    );
    expect(lines.find((line) => line.includes(disabled.email))).toMatch(/disabled$/);
  });
});
