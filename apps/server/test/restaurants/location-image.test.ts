import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { locationChanges } from './change-history-rows.ts';

describe('POST /api/restaurants/:id/image', () => {
  let t: TestApp;
  let dataDir: string;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-uploads-'));
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    ids = await demoLocationIds(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function upload(
    email: string,
    data: Buffer,
    filename = 'photo.png',
    type = 'image/png',
    locale = 'en-CA',
  ) {
    const user = await signIn(t, email);
    const body = await multipartFile(data, filename, type);
    return t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${ids.bistro}/image`,
      headers: {
        ...user.headers(ids.bistro),
        'content-type': body.contentType,
        'accept-language': locale,
      },
      payload: body.payload,
    });
  }

  it('re-encodes a real PNG as WebP, stores it and points the location at it', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#c0392b' },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'Demo camera' } } })
      .toBuffer();
    const res = await upload('manager@demo.test', png);
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json<{ image: string }>();
    expect(image).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/);

    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(stored.exif).toBeUndefined();
    // Kept in the shared store (the database), nothing on this server's disk.
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const manager = await signIn(t, 'manager@demo.test');
    const location = await t.app.inject({
      url: `/api/restaurants/${ids.bistro}`,
      headers: manager.headers(ids.bistro),
    });
    expect(location.json()).toMatchObject({ image });
    expect((await locationChanges(t, ids.bistro))[0]).toMatchObject({
      action: 'update_image',
      after: { image },
    });
  });

  it('refuses a text file renamed .png', async () => {
    const res = await upload('manager@demo.test', Buffer.from('this is not an image\n'.repeat(50)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'image_unreadable',
      message: 'Unable to load the image.',
    });
    const fr = await upload(
      'manager@demo.test',
      Buffer.from('plain text'),
      'photo.png',
      'image/png',
      'fr-CA',
    );
    expect(fr.json()).toMatchObject({ message: "Impossible de charger l'image." });
  });

  it('refuses a file of a format it does not accept, and a truncated image', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]);
    expect(
      (await upload('manager@demo.test', pdf, 'menu.pdf', 'application/pdf')).json(),
    ).toMatchObject({
      code: 'image_unreadable',
    });
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#2e86c1' },
    })
      .png()
      .toBuffer();
    const truncated = await upload('manager@demo.test', png.subarray(0, 200));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ code: 'image_unreadable' });
  });

  it('refuses a file over 3 MB with 413', async () => {
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      randomBytes(3 * 1024 * 1024),
    ]);
    const res = await upload('manager@demo.test', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'image_too_large',
      message: 'The image must be 3 MB or less.',
    });
  });

  it('refuses members and a request without a file', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const member = await upload('member@demo.test', png);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'forbidden_role' });
    const manager = await signIn(t, 'manager@demo.test');
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${ids.bistro}/image`,
      headers: manager.headers(ids.bistro),
      payload: { file: 'nothing' },
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('answers malformed multipart bodies with 400, not 500', async () => {
    const manager = await signIn(t, 'manager@demo.test');
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/restaurants/${ids.bistro}/image`,
        headers: { ...manager.headers(ids.bistro), 'content-type': contentType },
        payload,
      });
    const noBoundary = await send('multipart/form-data', 'whatever');
    expect(noBoundary.statusCode).toBe(400);
    const cutOff = await send(
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    );
    expect(cutOff.statusCode).toBe(400);
    expect(cutOff.json()).toMatchObject({ code: 'bad_request' });
  });

  it('answers 404 for an unknown or malformed upload name', async () => {
    expect((await t.app.inject({ url: `/api/uploads/${'0'.repeat(32)}.webp` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/uploads/..%2F..%2Fpackage.json' })).statusCode).toBe(
      404,
    );
  });
});
