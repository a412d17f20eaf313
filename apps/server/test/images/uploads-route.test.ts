import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reencodeImage } from '../../src/modules/images/process-image.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /api/uploads/{name}`: stored images, public, cached for a year and revalidated by ETag. */
describe('GET /api/uploads/:name', () => {
  let t: TestApp;
  let webp: { url: string; hash: string; data: Buffer };
  beforeAll(async () => {
    t = await buildTestApp();
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#d35400' },
    })
      .png()
      .toBuffer();
    const image = await reencodeImage(png);
    const url = await t.app.ctx.images.save(image);
    webp = { url, hash: /([a-f0-9]{32})\.webp$/.exec(url)![1]!, data: image.data };
  });
  afterAll(() => t.close());

  it('answers the stored bytes with their type, a strong ETag (the content hash) and a year of caching', async () => {
    const res = await t.app.inject({ url: webp.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.etag).toBe(`"${webp.hash}"`);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.equals(webp.data)).toBe(true);
    expect(createHash('sha256').update(res.rawPayload).digest('hex').slice(0, 32)).toBe(webp.hash);
  });

  it('answers 304 without a body to a revalidation naming the ETag, weak or in a list', async () => {
    for (const ifNoneMatch of [
      `"${webp.hash}"`,
      `W/"${webp.hash}"`,
      `"other", "${webp.hash}"`,
      '*',
    ]) {
      const res = await t.app.inject({ url: webp.url, headers: { 'if-none-match': ifNoneMatch } });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.headers.etag).toBe(`"${webp.hash}"`);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.rawPayload.length).toBe(0);
    }
    const other = await t.app.inject({ url: webp.url, headers: { 'if-none-match': '"0123"' } });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(webp.data)).toBe(true);
  });

  it('keeps the type an image was stored with: a PNG under .png, not under another extension', async () => {
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const url = await t.app.ctx.images.save({ data, contentType: 'image/png', extension: 'png' });
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ url: url.replace(/\.png$/, '.webp') })).statusCode).toBe(404);
  });

  it('answers 404 for an image it does not hold, even to a revalidation', async () => {
    const missing = `/api/uploads/${'a'.repeat(32)}.webp`;
    expect((await t.app.inject({ url: missing })).statusCode).toBe(404);
    const revalidation = await t.app.inject({
      url: missing,
      headers: { 'if-none-match': `"${'a'.repeat(32)}"` },
    });
    expect(revalidation.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/uploads/..%2F..%2Fpackage.json' })).statusCode).toBe(
      404,
    );
  });
});
