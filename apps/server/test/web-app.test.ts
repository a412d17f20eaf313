import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('a line of the app '.repeat(400))});\n`;
const INDEX = '<!doctype html><title>app</title><script type="module" src="/assets/main-1a2b.js">';

/** A file as the web build writes it: itself, and its brotli and gzip copies beside it. */
async function writeBuilt(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeBuilt(path.join(dist, 'index.html'), INDEX);
    await writeBuilt(path.join(dist, 'assets', 'main-1a2b.js'), SCRIPT);
    // A file the build did not compress (a source map), and one outside assets/.
    await writeFile(
      path.join(dist, 'assets', 'main-1a2b.js.map'),
      `{"mappings":"${'A'.repeat(5000)}"}`,
    );
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    t = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves the built files without a session', async () => {
    const res = await get('/assets/main-1a2b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
  });

  it('answers index.html for any client route, and JSON 404 under /api', async () => {
    for (const url of ['/menus', '/menus/1/sections/2/items', '/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>app</title>');
    }
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends a script compressed in the coding the browser prefers', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', coding: 'br', decode: brotliDecompressSync },
      { accept: 'br', coding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip, deflate', coding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, coding, decode } of cases) {
      const res = await get('/assets/main-1a2b.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
      expect(decode(res.rawPayload).toString('utf8')).toBe(SCRIPT);
    }
    // A client that accepts no compression gets the file itself, and caches keep both apart.
    const plain = await get('/assets/main-1a2b.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html compressed for the client routes too', async () => {
    for (const url of ['/', '/login', '/menus/3/items']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(INDEX);
    }
  });

  it('compresses a file the build left uncompressed as it sends it', async () => {
    const res = await get('/assets/main-1a2b.js.map', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toHaveProperty('mappings');
  });

  it('lets browsers keep hashed assets for a year, and always ask again for index.html', async () => {
    for (const accept of [undefined, 'br', 'gzip']) {
      const asset = await get('/assets/main-1a2b.js', accept);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/index.html', '/menus', '/login']) {
        expect((await get(url, accept)).headers['cache-control']).toBe('no-cache');
      }
    }
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 304 to a browser asking again for an unchanged index.html', async () => {
    const first = await get('/menus', 'br');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/menus',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
