import { gunzipSync } from 'node:zlib';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import type { PublishedMenusSnapshot } from './build-published-menus.ts';
import { currentPublishedMenus } from './published-menus-snapshot.ts';

/** JSON larger than this is answered gzip-compressed in base64 (`isBase64Encoded`). */
export const PUBLISHED_MENUS_INLINE_LIMIT_BYTES = 64 * 1024;

/** `GET /menus/get-published-menus-optimized`: the active location's published menus. */
export function getPublishedMenus(ctx: CatalogueContext): Promise<PublishedMenusSnapshot> {
  return ctx.tenantTx((tx) => currentPublishedMenus(tx, ctx.restaurantId));
}

/**
 * The answer's text: the JSON array itself, or — above 64 KB of JSON —
 * `{"isBase64Encoded":true,"body":"<gzip of the JSON array, base64>"}`.
 */
export function publishedMenusAnswer(snapshot: PublishedMenusSnapshot): string {
  if (snapshot.jsonBytes > PUBLISHED_MENUS_INLINE_LIMIT_BYTES) {
    return JSON.stringify({ isBase64Encoded: true, body: snapshot.gzip.toString('base64') });
  }
  return gunzipSync(snapshot.gzip).toString('utf8');
}
