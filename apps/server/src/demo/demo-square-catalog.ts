import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The demo's point of sale: Maple Street Bistro's catalogue in Square's format
 * (`data/demo-square-catalog.json`) and Square's ListCatalog paging over it, so a pull works out
 * of the box (docs/decisions/pos-pull.md: a sample external system, like the embedded
 * test payment gateway). Served only with demo data on.
 */

/** The bistro's stored connection: this token, this Square location, this menu name. */
export const DEMO_SQUARE_ACCESS_TOKEN = 'demo-square-access-token';
export const DEMO_SQUARE_LOCATION_ID = 'L8MAPLESTBISTRO1';
export const DEMO_POS_MENU_NAME = 'Point of sale menu';
/** Where the app serves it, under `PUBLIC_URL`. */
export const DEMO_SQUARE_PATH = '/demo-pos/square';

/** Objects per page: small, so a pull of the demo reads several pages (and shows progress). */
export const DEMO_SQUARE_PAGE_SIZE = 10;

let objects: Promise<unknown[]> | null = null;

export function demoSquareObjects(): Promise<unknown[]> {
  objects ??= readFile(
    path.join(import.meta.dirname, 'data/demo-square-catalog.json'),
    'utf8',
  ).then((text) => (JSON.parse(text) as { objects: unknown[] }).objects);
  return objects;
}

export interface ListCatalogQuery {
  /** Comma-separated object types (`ITEM,CATEGORY`); absent = every type. */
  types?: string | undefined;
  cursor?: string | undefined;
}

/**
 * One page of Square's `GET /v2/catalog/list` over `all` (top-level objects; items carry their
 * variations, modifier lists their modifiers, as Square nests them): the objects of the asked
 * types from the cursor on, and the next cursor while more remain. Answers null for a cursor it
 * never gave (Square answers 400 then).
 */
export function listCatalogPage(
  all: readonly unknown[],
  query: ListCatalogQuery,
  pageSize = DEMO_SQUARE_PAGE_SIZE,
): { objects: unknown[]; cursor?: string } | null {
  const types = query.types
    ?.split(',')
    .map((type) => type.trim().toUpperCase())
    .filter(Boolean);
  const matching = types?.length
    ? all.filter((object) => types.includes(String((object as { type?: unknown }).type)))
    : [...all];
  let start = 0;
  if (query.cursor) {
    start = Number(
      Buffer.from(query.cursor, 'base64url')
        .toString('utf8')
        .replace(/^offset:/, ''),
    );
    if (!Number.isInteger(start) || start <= 0 || start >= matching.length) return null;
  }
  const end = start + pageSize;
  const page = matching.slice(start, end);
  return end < matching.length
    ? { objects: page, cursor: Buffer.from(`offset:${end}`).toString('base64url') }
    : { objects: page };
}

/**
 * The bistro's connection to the demo point of sale, at this app's own address (`PUBLIC_URL`).
 * A location loaded under another address can be pointed again with the admin command
 * `set-pos-connection`.
 */
export function demoPosConnection(restaurantId: number, publicUrl: string) {
  return {
    restaurant_id: restaurantId,
    provider: 'square',
    base_url: `${publicUrl}${DEMO_SQUARE_PATH}`,
    access_token: DEMO_SQUARE_ACCESS_TOKEN,
    pos_location_id: DEMO_SQUARE_LOCATION_ID,
    menu_name: DEMO_POS_MENU_NAME,
  };
}
