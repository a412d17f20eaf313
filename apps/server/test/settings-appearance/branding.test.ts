import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import {
  defaultBrandingSettings,
  ZPublicMenuFile,
  type BrandingSettings,
  type PublicMenuFile,
} from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory } from '../../src/db/schema/index.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const branded: BrandingSettings = {
  display_name: 'Chez Maple',
  theme: 'dark',
  primary_color: '#0B7285',
  fonts: { heading: 'playfair-display', body: 'inter' },
  menu_languages: ['fr'],
  primary_language: 'fr',
  browse_style: 'gallery',
  card_style: 'vertical',
};

describe('GET and PUT /api/settings/branding', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoLocationIds(t);
  });
  afterAll(() => t.close());

  async function call(
    email: string,
    method: 'GET' | 'PUT',
    options: { tenant?: number; payload?: object; locale?: string } = {},
  ) {
    const user = await signIn(t, email);
    return t.app.inject({
      method,
      url: '/api/settings/branding',
      headers: { ...user.headers(options.tenant), 'accept-language': options.locale ?? 'en-CA' },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }

  async function publicFile(slug: string): Promise<PublicMenuFile> {
    const res = await t.app.inject({ url: `/api/published-menus/${slug}.json` });
    expect(res.statusCode).toBe(200);
    return ZPublicMenuFile.parse(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')));
  }

  const brandingChanges = (restaurantId: number) =>
    t.database.db
      .select()
      .from(changeHistory)
      .where(
        and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, 'branding')),
      )
      .orderBy(desc(changeHistory.id));

  it('answers the defaults for a location that never saved its appearance', async () => {
    const res = await call('manager@demo.test', 'GET', { tenant: ids.stadium });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(defaultBrandingSettings);
    expect((await publicFile('lakeshore-stadium')).branding).toEqual({
      ...defaultBrandingSettings,
      image: null,
    });
  });

  it('lets a manager save the appearance: read back, on the public menu, and in the history', async () => {
    const before = await publicFile('maple-street-bistro');
    const res = await call('manager@demo.test', 'PUT', { tenant: ids.bistro, payload: branded });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(branded);
    const read = await call('manager@demo.test', 'GET', { tenant: ids.bistro });
    expect(read.json()).toEqual(branded);

    // The public file (no sign-in) carries it at once, and its tag changes with it.
    const file = await publicFile('maple-street-bistro');
    expect(file.branding).toEqual({ ...branded, image: before.branding.image });
    expect(file.location.name).toBe('Maple Street Bistro');
    expect(file.menus.map((menu) => menu.id)).toEqual(before.menus.map((menu) => menu.id));

    const [entry] = await brandingChanges(ids.bistro);
    expect(entry).toMatchObject({
      action: 'update',
      user_email: 'manager@demo.test',
      before: defaultBrandingSettings,
      after: branded,
    });

    // Saved again with empty texts: the location's name and the product's colours come back.
    const cleared = await call('manager@demo.test', 'PUT', {
      tenant: ids.bistro,
      payload: { ...branded, display_name: '  ', primary_color: '' },
    });
    expect(cleared.json()).toMatchObject({ display_name: '', primary_color: '' });
    expect((await publicFile('maple-street-bistro')).branding).toMatchObject({
      display_name: '',
      primary_color: '',
      theme: 'dark',
    });
  });

  it('changes the public file’s entity tag when the appearance changes', async () => {
    const tag = async () =>
      (await t.app.inject({ url: '/api/published-menus/riverside-public-school.json' })).headers
        .etag;
    const first = await tag();
    await call('manager@demo.test', 'PUT', {
      tenant: ids.school,
      payload: { ...defaultBrandingSettings, browse_style: 'gallery' },
    });
    expect(await tag()).not.toBe(first);
  });

  it('refuses members and leads, and any caller without a session', async () => {
    for (const email of ['member@demo.test', 'lead@demo.test']) {
      const read = await call(email, 'GET');
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 'forbidden_role' });
      const save = await call(email, 'PUT', { payload: branded });
      expect(save.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ url: '/api/settings/branding' });
    expect(anonymous.statusCode).toBe(401);
    expect(await brandingChanges(ids.stadium)).toEqual([]);
  });

  it('refuses bad input with localised field messages and changes nothing', async () => {
    const before = await call('manager@demo.test', 'GET', { tenant: ids.stadium });
    const res = await call('manager@demo.test', 'PUT', {
      tenant: ids.stadium,
      locale: 'fr-CA',
      payload: {
        ...branded,
        primary_color: 'teal',
        menu_languages: ['en'],
        primary_language: 'fr',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        primary_color:
          'Cette couleur n’est pas valide. Utilisez un code hexadécimal comme #1A2B3C.',
        primary_language: 'La langue principale doit faire partie des langues du menu.',
      },
    });
    const noLanguage = await call('manager@demo.test', 'PUT', {
      tenant: ids.stadium,
      payload: { ...branded, menu_languages: [] },
    });
    expect(noLanguage.statusCode).toBe(400);
    expect(noLanguage.json()).toMatchObject({
      fields: { menu_languages: 'This field is required.' },
    });
    const font = await call('manager@demo.test', 'PUT', {
      tenant: ids.stadium,
      payload: { ...branded, fonts: { heading: 'Comic Sans', body: 'inter' } },
    });
    expect(font.statusCode).toBe(400);
    expect((await call('manager@demo.test', 'GET', { tenant: ids.stadium })).json()).toEqual(
      before.json(),
    );
    expect(await brandingChanges(ids.stadium)).toEqual([]);
  });

  it('saves at the active location only, and refuses a location the user is not at', async () => {
    const stadium = await call('manager@demo.test', 'GET', { tenant: ids.stadium });
    await call('manager@demo.test', 'PUT', {
      tenant: ids.bistro,
      payload: { ...branded, display_name: 'Only the bistro' },
    });
    expect((await call('manager@demo.test', 'GET', { tenant: ids.stadium })).json()).toEqual(
      stadium.json(),
    );
    // A location outside the manager's token is refused before anything is read or written.
    const foreign = await call('manager@demo.test', 'PUT', { tenant: 999_999, payload: branded });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'tenant_not_recognized' });
  });
});

describe('POST /api/restaurants/:id/image (the appearance’s image)', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('refuses a file over 3 MB with 413 and a French message', async () => {
    t = await buildTestApp();
    const ids = await demoLocationIds(t);
    const manager = await signIn(t, 'manager@demo.test');
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      randomBytes(3 * 1024 * 1024),
    ]);
    const body = await multipartFile(big, 'photo.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${ids.bistro}/image`,
      headers: {
        ...manager.headers(ids.bistro),
        'content-type': body.contentType,
        'accept-language': 'fr-CA',
      },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'image_too_large',
      message: 'L’image doit faire 3 Mo ou moins.',
    });
  });
});
