import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { signIn } from './helpers/sign-in.ts';
import { createUserFixture } from './helpers/fixtures.ts';
import { eq } from 'drizzle-orm';
import { userRestaurants, users } from '../src/db/schema/index.ts';
import { demoLocationIds } from './helpers/demo-locations.ts';
import type { TestApp } from './helpers/test-app.ts';

/** The real app with its pino logger writing into `lines`, to see what a request logs. */
describe('API platform', () => {
  const lines: string[] = [];
  let t: TestApp;
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'info', DEMO_DATA: 'on' });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    await app.ready();
    t = {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(() => t.close());

  it('refuses a location that is not among the token’s, in both languages', async () => {
    const member = await signIn(t, 'member@demo.test');
    const { bistro, school, stadium } = await demoLocationIds(t);
    expect(member.restaurants).toEqual(expect.arrayContaining([bistro, school]));
    expect(member.restaurants).not.toContain(stadium);

    for (const [language, message] of [
      ['en-CA', 'Tenant not recognized.'],
      ['fr-CA', 'Établissement non reconnu.'],
    ]) {
      const res = await t.app.inject({
        url: `/api/restaurants/${stadium}`,
        headers: { ...member.headers(stadium), 'accept-language': language! },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'tenant_not_recognized', message });
    }
    const missing = await t.app.inject({
      url: `/api/restaurants/${bistro}`,
      headers: { authorization: member.headers().authorization! },
    });
    expect(missing.statusCode).toBe(403);
  });

  it('refuses a role below the route’s guard without changing anything', async () => {
    const member = await signIn(t, 'member@demo.test');
    const tenant = member.restaurants[0]!;
    const before = await t.app.inject({
      url: `/api/restaurants/${tenant}`,
      headers: member.headers(),
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${tenant}`,
      headers: member.headers(),
      payload: { name: 'Renamed by a member' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    const after = await t.app.inject({
      url: `/api/restaurants/${tenant}`,
      headers: member.headers(),
    });
    expect(after.json<{ name: string }>().name).toBe(before.json<{ name: string }>().name);
  });

  it('applies a changed role or location list at once, whatever the token says', async () => {
    const user = await createUserFixture(t.database.db, { role: 'manager' });
    const session = await signIn(t, user.email, user.password);
    const tenant = user.locations[0]!;
    const rename = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/restaurants/${tenant}`,
        headers: session.headers(tenant),
        payload: { name: 'Renamed' },
      });
    await t.database.db.update(users).set({ role: 'member' }).where(eq(users.id, user.id));
    expect((await rename()).json()).toMatchObject({ code: 'forbidden_role' });
    await t.database.db.delete(userRestaurants).where(eq(userRestaurants.user_id, user.id));
    const res = await t.app.inject({
      url: `/api/restaurants/${tenant}`,
      headers: session.headers(tenant),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'tenant_not_recognized' });
  });

  it('answers a body over the limit with a localised 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-CA' },
      payload: JSON.stringify({ email: 'a@b.ca', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'payload_too_large',
      message: 'La requête est trop volumineuse.',
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request' });
  });

  it('localises field validation messages', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'not-an-email', password: 'x' },
    });
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'accept-language': 'fr-CA' },
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json<{ fields: Record<string, string> }>().fields.email).toBe(
      "This email isn't valid.",
    );
    expect(fr.json<{ fields: Record<string, string> }>().fields.email).not.toBe(
      "This email isn't valid.",
    );
    expect(fr.json<{ fields: Record<string, string> }>().fields.email).toMatch(/courriel/i);
  });

  it('logs requests without tokens, passwords or query strings', async () => {
    const manager = await signIn(t, 'manager@demo.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/list?code=one-time-secret',
      headers: manager.headers(),
      payload: {},
    });
    expect(lines.join('')).not.toContain('one-time-secret');
    const log = lines.join('');
    expect(log).toContain('/api/restaurants/list');
    expect(log).not.toContain(manager.accessToken);
    expect(log).not.toContain(t.config.demoPassword);
  });
});
