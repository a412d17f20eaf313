import type { Tx } from '../../db/client.ts';
import {
  buildPublishedMenus,
  gzipContentBytes,
  type PublishedMenusSnapshot,
} from './build-published-menus.ts';
import { publishedMenusRepository } from './published-menus.repository.ts';
import { lockPublishedMenus } from '../../catalogue/published-menus-stale.repository.ts';

async function freshSnapshot(tx: Tx, restaurantId: number): Promise<PublishedMenusSnapshot | null> {
  const row = await publishedMenusRepository.findFresh(tx, restaurantId);
  if (!row) return null;
  const gzip = Buffer.from(row.body, 'base64');
  return { gzip, etag: row.etag, jsonBytes: gzipContentBytes(gzip) };
}

/**
 * The location's published menus from `published_menu_snapshots`: as stored while fresh; when
 * stale or missing, rebuilt in this transaction and stored (gzip in base64, etag = SHA-256 of the
 * JSON). Rebuilds of one location run one at a time (exclusive snapshot lock); a read that waited
 * for another's rebuild answers that one instead of building again.
 */
export async function currentPublishedMenus(
  tx: Tx,
  restaurantId: number,
): Promise<PublishedMenusSnapshot> {
  const fresh = await freshSnapshot(tx, restaurantId);
  if (fresh) return fresh;
  await lockPublishedMenus(tx, restaurantId, 'exclusive');
  const rebuiltMeanwhile = await freshSnapshot(tx, restaurantId);
  if (rebuiltMeanwhile) return rebuiltMeanwhile;
  const built = await buildPublishedMenus(tx, restaurantId);
  await publishedMenusRepository.store(tx, restaurantId, {
    body: built.gzip.toString('base64'),
    etag: built.etag,
  });
  return built;
}
