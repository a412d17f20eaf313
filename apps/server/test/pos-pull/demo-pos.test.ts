import type { DeepMenu, JobRun, PosPullResult } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posConnections } from '../../src/db/schema/index.ts';
import {
  DEMO_POS_MENU_NAME,
  DEMO_SQUARE_ACCESS_TOKEN,
  DEMO_SQUARE_LOCATION_ID,
} from '../../src/demo/demo-square-catalog.ts';
import { openSecret } from '../../src/lib/secret-box.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { jobRunWhen } from '../helpers/job-run.ts';

/**
 * The demo works out of the box: the bistro (pos_integrated) is connected to the demo point of
 * sale the app itself serves, which answers like Square's ListCatalog.
 */
describe('the demo point of sale', () => {
  let t: TestApp;
  let address: string;
  const list = (query: string, token = DEMO_SQUARE_ACCESS_TOKEN) =>
    t.app.inject({
      method: 'GET',
      url: `/demo-pos/square/v2/catalog/list${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers like Square: bearer token, types and cursor pages', async () => {
    expect((await list('', 'wrong')).statusCode).toBe(401);
    const first = await list('?types=CATEGORY');
    expect(first.statusCode).toBe(200);
    const page = first.json<{ objects: { type: string }[]; cursor?: string }>();
    expect(page.objects.every((object) => object.type === 'CATEGORY')).toBe(true);
    expect(page.objects).toHaveLength(5);
    const all: unknown[] = [];
    let cursor: string | undefined;
    do {
      const res = await list(
        `?types=ITEM,CATEGORY,MODIFIER_LIST${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const body = res.json<{ objects: unknown[]; cursor?: string }>();
      all.push(...body.objects);
      cursor = body.cursor;
    } while (cursor);
    expect(all).toHaveLength(31);
    expect((await list('?cursor=bm9wZQ')).statusCode).toBe(400);
  });

  it("pulls the bistro's menu from it", async () => {
    const { bistro } = await demoLocationIds(t);
    const [stored] = await t.database.db
      .select()
      .from(posConnections)
      .where(eq(posConnections.restaurant_id, bistro));
    expect(stored).toMatchObject({
      provider: 'square',
      base_url: `${t.config.publicUrl}/demo-pos/square`,
      pos_location_id: DEMO_SQUARE_LOCATION_ID,
    });
    // The demo's token is sealed at rest like any other (SECRETS_KEY), never stored as typed.
    expect(stored!.access_token).not.toContain(DEMO_SQUARE_ACCESS_TOKEN);
    expect(openSecret(stored!.access_token, `pos_connections.access_token:${bistro}`)).toBe(
      DEMO_SQUARE_ACCESS_TOKEN,
    );
    // The test app listens on a port of its own rather than PUBLIC_URL's.
    await t.database.db
      .update(posConnections)
      .set({ base_url: `${address}/demo-pos/square` })
      .where(eq(posConnections.restaurant_id, bistro));

    const manager = await signIn(t, 'manager@demo.test');
    const headers = manager.headers(bistro);
    const started = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/upload-menu/${bistro}`,
      headers,
    });
    expect(started.statusCode, started.body).toBe(202);
    const url = `/api/jobs/${started.json<JobRun>().id}`;
    const run = await jobRunWhen(() => t.app.inject({ method: 'GET', url, headers }));
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run).toMatchObject({ progress: 4, total: 4 });
    const result = run.result as PosPullResult;
    // 23 items, less the archived pie and the brunch board sold at the other restaurant only.
    expect(result.items.created).toBe(21);
    const menus = (
      await t.app.inject({ method: 'GET', url: '/api/menus/deep-get-menus', headers })
    ).json<DeepMenu[]>();
    const pulled = menus.find((menu) => menu.id === result.menu_id)!;
    expect(pulled.name).toBe(DEMO_POS_MENU_NAME);
    expect(pulled.sections.map((section) => section.name)).toEqual([
      'Burgers & Sandwiches',
      'Desserts',
      'Drinks',
      'Mains',
      'Starters',
      'Other',
    ]);
  });

  it('is not served without the demo data', async () => {
    const plain = await buildTestApp({ env: { DEMO_DATA: 'off' } });
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/demo-pos/square/v2/catalog/list',
        headers: { authorization: `Bearer ${DEMO_SQUARE_ACCESS_TOKEN}` },
      });
      // Not found, or the web app's page when it is built: never a catalogue.
      expect(res.body).not.toContain('"objects"');
      expect(res.body).not.toContain('ITEM');
    } finally {
      await plain.close();
    }
  });
});
