import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { publicMenusOf, type PublicMenuFile, type PublishedMenu } from '@app/domain';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PublishedMenusSnapshot } from './build-published-menus.ts';
import { currentPublishedMenus } from './published-menus-snapshot.ts';
import { publishedMenusRepository } from './published-menus.repository.ts';

/** Public files kept in memory, one per location, each with the content it was derived from. */
const PUBLIC_FILES_KEPT = 500;
const publicFiles = new Map<number, { source: string; file: PublishedMenusSnapshot }>();

function derivePublicFile(
  snapshot: PublishedMenusSnapshot,
  shown: Pick<PublicMenuFile, 'location' | 'branding'>,
) {
  const menus = JSON.parse(gunzipSync(snapshot.gzip).toString('utf8')) as PublishedMenu[];
  const body: PublicMenuFile = { ...shown, menus: publicMenusOf(menus) };
  const json = Buffer.from(JSON.stringify(body), 'utf8');
  return {
    gzip: gzipSync(json),
    etag: createHash('sha256').update(json).digest('hex'),
    jsonBytes: json.length,
  };
}

/**
 * `GET /published-menus/{restaurantSlug}.json` (no sign-in): the location's public web menu
 * (ZPublicMenuFile): its name, time zone and languages, its appearance (settings → appearance,
 * with its image), and the published menus guests may see (`publicMenusOf`: no staff-only menu,
 * hidden or unpublished content). It is derived from the location's published-menus snapshot
 * (read, or rebuilt once after a change, under the location's row-level security) and kept in
 * memory per location while that snapshot, the location's fields and its appearance stay the
 * same (they are read on every request, in the slug's one query), so a read of an unchanged menu
 * neither parses nor compresses, and a saved appearance needs no stale mark.
 * 404 for a slug no location has.
 */
export async function getPublicMenuFile(
  database: Database,
  slug: string,
): Promise<PublishedMenusSnapshot> {
  const location = await publishedMenusRepository.findLocationBySlug(database.db, slug);
  if (!location) throw new AppError('not_found');
  const { id, ...shown } = location;
  const snapshot = await withTenant(database.db, id, (tx) => currentPublishedMenus(tx, id));
  const source = `${snapshot.etag}\n${JSON.stringify(shown)}`;
  const kept = publicFiles.get(id);
  if (kept?.source === source) return kept.file;
  const file = derivePublicFile(snapshot, shown);
  publicFiles.delete(id);
  if (publicFiles.size >= PUBLIC_FILES_KEPT) {
    const oldest = publicFiles.keys().next();
    if (!oldest.done) publicFiles.delete(oldest.value);
  }
  publicFiles.set(id, { source, file });
  return file;
}
