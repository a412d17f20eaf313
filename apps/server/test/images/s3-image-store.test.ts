import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '../db/database-queries.ts';
import { startLoopbackS3, type LoopbackS3 } from '../helpers/loopback-s3.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const BUCKET = 'menu-images';
const REGION = 'ca-central-1';
const ACCESS_KEY_ID = 'AKIALOOPBACKTEST0001';

function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/**
 * Images in an S3-compatible bucket (`S3_BUCKET`, `S3_ENDPOINT`, `S3_REGION`, credentials from the
 * SDK's environment variables), against a loopback server answering as S3's REST API does.
 */
describe('S3 image store', () => {
  let s3: LoopbackS3;
  let t: TestApp;
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY } = process.env;

  beforeAll(async () => {
    s3 = await startLoopbackS3({ bucket: BUCKET, accessKeyId: ACCESS_KEY_ID, region: REGION });
    process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY_ID;
    process.env.AWS_SECRET_ACCESS_KEY = 'loopback-secret-access-key';
    t = await buildTestApp({
      env: { S3_BUCKET: BUCKET, S3_ENDPOINT: s3.endpoint, S3_REGION: REGION },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    restoreEnv('AWS_ACCESS_KEY_ID', AWS_ACCESS_KEY_ID);
    restoreEnv('AWS_SECRET_ACCESS_KEY', AWS_SECRET_ACCESS_KEY);
  });

  async function uploadLocationImage(png: Buffer) {
    const manager = await signIn(t, 'manager@demo.test');
    const locationId = manager.restaurants[0]!;
    const body = await multipartFile(png);
    return t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${locationId}/image`,
      headers: { ...manager.headers(locationId), 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it('puts an uploaded image in the bucket and serves it from there at the same URL', async () => {
    const png = await sharp({
      create: { width: 500, height: 375, channels: 3, background: '#16a085' },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadLocationImage(png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { image } = uploaded.json<{ image: string }>();
    const name = /^\/api\/uploads\/([a-f0-9]{32})\.webp$/.exec(image);
    expect(name).not.toBeNull();

    const object = s3.objects.get(`uploads/${name![0].split('/').pop()}`);
    expect(object).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(s3.requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: `/${BUCKET}/uploads/${name![1]}.webp`,
      signed: true,
    });
    const kept = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from images`,
    );
    expect(kept[0]!.n).toBe(0);

    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers.etag).toBe(`"${name![1]}"`);
    expect(served.rawPayload.equals(object!.body)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 500 });

    const revalidated = await t.app.inject({
      url: image,
      headers: { 'if-none-match': `"${name![1]}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'HEAD', signed: true });
  });

  it('answers 404 for an image the bucket does not hold, to a read and to a revalidation', async () => {
    const missing = `${'b'.repeat(32)}.webp`;
    expect((await t.app.inject({ url: `/api/uploads/${missing}` })).statusCode).toBe(404);
    expect(s3.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/${BUCKET}/uploads/${missing}`,
    });
    const revalidation = await t.app.inject({
      url: `/api/uploads/${missing}`,
      headers: { 'if-none-match': `"${'b'.repeat(32)}"` },
    });
    expect(revalidation.statusCode).toBe(404);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'HEAD' });
  });

  it('signs every request with the credentials of the environment', () => {
    expect(s3.requests.length).toBeGreaterThan(0);
    expect(s3.requests.every((request) => request.signed)).toBe(true);
  });
});
