import type { MenuGroup } from '@app/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { signIn } from '../helpers/sign-in.ts';
import { changesOf, createTestbed, type Testbed } from '../options/catalogue-fixtures.ts';

describe('POST /api/menu-groups/{id}/image', () => {
  let t: TestApp;
  let bed: Testbed;
  let group: MenuGroup;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    const manager = await bed.as('manager');
    group = (await manager('POST', '/api/menu-groups', { name: 'Patio' })).json<MenuGroup>();
  });
  afterAll(() => t.close());

  async function upload(groupId: number, data: Buffer, locale = 'en-CA') {
    const { email, password } = await bed.user('manager');
    const user = await signIn(t, email, password);
    const body = await multipartFile(data);
    return t.app.inject({
      method: 'POST',
      url: `/api/menu-groups/${groupId}/image`,
      headers: {
        ...user.headers(bed.locationId),
        'content-type': body.contentType,
        'accept-language': locale,
      },
      payload: body.payload,
    });
  }

  it('stores the re-encoded image and points the group at it', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#1e8449' },
    })
      .png()
      .toBuffer();
    const res = await upload(group.id, png);
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json<MenuGroup>();
    expect(image).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ url: image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const manager = await bed.as('manager');
    const [listed] = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    expect(listed).toMatchObject({ id: group.id, image });
    expect((await changesOf(t, bed.locationId, 'menu_group'))[0]).toMatchObject({
      action: 'update_image',
      before: { image: null },
      after: { image },
    });
  });

  it('refuses a file that is not an image, in both languages', async () => {
    const text = Buffer.from('not an image\n'.repeat(40));
    const en = await upload(group.id, text);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'image_unreadable',
      message: 'Unable to load the image.',
    });
    const fr = await upload(group.id, text, 'fr-CA');
    expect(fr.json()).toMatchObject({ message: "Impossible de charger l'image." });
  });

  it('answers 404 for an unknown group or another location’s', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(999999, png)).statusCode).toBe(404);
    const other = await bed.as('manager', bed.otherLocationId);
    const theirs = (await other('POST', '/api/menu-groups', { name: 'Theirs' })).json<MenuGroup>();
    expect((await upload(theirs.id, png)).statusCode).toBe(404);
    expect((await other('GET', '/api/menu-groups')).json<MenuGroup[]>()[0]!.image).toBeNull();
  });
});
