import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/plugins/error-handler.ts';
import { requestLocale } from '../../src/plugins/request-locale.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Input the database cannot store is refused as bad input on every route, never a 500. */
describe('input the database cannot store', () => {
  let t: TestApp;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    manager = await signIn(t, 'manager@demo.test');
  });
  afterAll(() => t.close());

  it('refuses text holding a NUL character on any route, naming the field, in French', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu-groups',
      headers: { ...manager.headers(), 'accept-language': 'fr-CA' },
      payload: { name: 'Brunch\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'Cette valeur n’est pas valide.' },
    });
    const groups = await t.app.inject({ url: '/api/menu-groups', headers: manager.headers() });
    expect(groups.json<{ name: string }[]>().some((g) => g.name.startsWith('Brunch'))).toBe(false);
  });

  it('refuses ids beyond the database integer range in paths and bodies', async () => {
    const path = await t.app.inject({
      method: 'DELETE',
      url: '/api/options/99999999999',
      headers: manager.headers(),
    });
    expect(path.statusCode).toBe(400);
    const body = await t.app.inject({
      method: 'PUT',
      url: '/api/menu-groups/1',
      headers: manager.headers(),
      payload: { menus: [99999999999] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers a data error raised by PostgreSQL as a 400 in the caller’s language', async () => {
    const app = Fastify({ logger: false });
    await app.register(requestLocale);
    await app.register(errorHandler);
    app.get('/overflow', async () => t.database.db.execute(sql`select 2147483648::integer`));
    const res = await app.inject({ url: '/overflow', headers: { 'accept-language': 'fr-CA' } });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'bad_request',
      message: 'La requête n’est pas valide.',
    });
  });
});
