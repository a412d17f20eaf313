import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../src/modules/images/image-store.ts';
import { importLegacyUploads } from '../../src/modules/images/import-legacy-uploads.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * An install upgraded from when images were files in `DATA_DIR/uploads/`: on start they move into
 * the shared store and their URLs keep working.
 */
describe('importLegacyUploads', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-legacy-'));
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports the images of the old uploads folder, then sets the folder aside', async () => {
    const webp = await sharp({
      create: { width: 120, height: 90, channels: 3, background: '#2980b9' },
    })
      .webp()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 60, height: 45, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const folder = path.join(dataDir, 'uploads');
    await mkdir(folder);
    const webpName = `${contentHash(webp)}.webp`;
    const jpegName = `${contentHash(jpeg)}.jpg`;
    const tampered = `${'c'.repeat(32)}.webp`;
    await writeFile(path.join(folder, webpName), webp);
    await writeFile(path.join(folder, jpegName), jpeg);
    await writeFile(path.join(folder, tampered), webp);
    await writeFile(path.join(folder, 'notes.txt'), 'not an image');

    expect(await importLegacyUploads(dataDir, t.app.ctx.images, t.app.log)).toBe(2);

    const served = await t.app.inject({ url: `/api/uploads/${webpName}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(webp)).toBe(true);
    const photo = await t.app.inject({ url: `/api/uploads/${jpegName}` });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(jpeg)).toBe(true);
    // A file whose bytes are not those its name promises is not imported.
    expect((await t.app.inject({ url: `/api/uploads/${tampered}` })).statusCode).toBe(404);

    expect(existsSync(folder)).toBe(false);
    expect((await readdir(path.join(dataDir, 'uploads-imported'))).sort()).toEqual(
      [jpegName, tampered, webpName, 'notes.txt'].sort(),
    );
    // The next start finds nothing to import.
    expect(await importLegacyUploads(dataDir, t.app.ctx.images, t.app.log)).toBe(0);
  });
});
