import { AppError } from '../../errors/app-error.ts';
import type { ConnectorOptions, PosConnection, PosConnector } from './pos-connector.ts';
import {
  SQUARE_CATALOG_TYPES,
  ZSquareListCatalogPage,
  type SquareListCatalogPage,
} from './square-catalog-schemas.ts';
import { squareCatalogue } from './square-catalogue-mapping.ts';

/** The Square API version the pull is written against (sent as `Square-Version`). */
export const SQUARE_API_VERSION = '2025-01-23';

/**
 * Square pages ListCatalog by 100 objects (1,000 with some versions): 2,000 pages is far beyond
 * any restaurant, and stops a server whose cursor never ends.
 */
const MAX_PAGES = 2_000;

function listUrl(baseUrl: string, cursor: string | undefined): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/v2/catalog/list`);
  url.searchParams.set('types', SQUARE_CATALOG_TYPES.join(','));
  if (cursor) url.searchParams.set('cursor', cursor);
  return url;
}

/** The run's code for an HTTP status that is not a success. */
function statusError(status: number): AppError {
  if (status === 401 || status === 403) return new AppError('pos_rejected');
  if (status === 408 || status === 429 || status >= 500) return new AppError('pos_unreachable');
  return new AppError('pos_catalogue_invalid');
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

async function fetchPage(
  connection: PosConnection,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<SquareListCatalogPage> {
  let response: Response;
  try {
    response = await fetch(listUrl(connection.baseUrl, cursor), {
      headers: {
        authorization: `Bearer ${connection.accessToken}`,
        'square-version': SQUARE_API_VERSION,
        accept: 'application/json',
      },
      signal,
    });
  } catch {
    // Refused, reset, unknown host, or no answer in time: nothing was read.
    throw new AppError('pos_unreachable');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw statusError(response.status);
  }
  let body: unknown;
  try {
    body = JSON.parse(await boundedText(response, MAX_PAGE_BYTES));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(isAbort(error) ? 'pos_unreachable' : 'pos_catalogue_invalid');
  }
  const page = ZSquareListCatalogPage.safeParse(body);
  if (!page.success) throw new AppError('pos_catalogue_invalid');
  return page.data;
}

/**
 * Largest page read: Square pages hold at most 1,000 objects, far below this; a larger answer
 * is not a catalogue page and is not read into memory.
 */
const MAX_PAGE_BYTES = 20 * 1024 * 1024;

/** The body as text, refused (`pos_catalogue_invalid`) as soon as it passes `maxBytes`. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new AppError('pos_catalogue_invalid');
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Square's Catalog API: `GET {base_url}/v2/catalog/list?types=ITEM,CATEGORY,MODIFIER_LIST`
 * with the connection's bearer token, following `cursor` until the last page, each request
 * bounded by `requestTimeoutMs` and all of them by the caller's `signal`. The objects are then
 * mapped as `squareCatalogue` says.
 */
export function squareConnector(
  connection: PosConnection,
  { requestTimeoutMs }: ConnectorOptions,
): PosConnector {
  return {
    provider: 'square',
    async fetchCatalogue({ signal, onPage }) {
      const objects: unknown[] = [];
      let cursor: string | undefined;
      for (let pages = 1; ; pages += 1) {
        if (pages > MAX_PAGES) throw new AppError('pos_catalogue_invalid');
        const requestSignal = AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]);
        const page = await fetchPage(connection, cursor, requestSignal);
        objects.push(...(page.objects ?? []));
        await onPage?.(pages);
        if (!page.cursor) break;
        cursor = page.cursor;
      }
      return squareCatalogue(objects, connection.locationId);
    },
  };
}
