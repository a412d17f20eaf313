import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listCatalogPage } from '../../src/demo/demo-square-catalog.ts';

/** How the fake Square answers from a page on: an error status, broken JSON, or no answer at all. */
export type SquareFailure =
  | { status: number; fromPage?: number }
  | { invalidJson: true; fromPage?: number }
  /** A page of `bytes` bytes, streamed without a length (`chunked`). */
  | { hugeBytes: number; fromPage?: number }
  | { hang: true; fromPage?: number };

export interface FakeSquare {
  url: string;
  token: string;
  /** The catalogue it serves (top-level CatalogObjects); tests replace it between pulls. */
  objects: unknown[];
  pageSize: number;
  failure: SquareFailure | null;
  /** Every request received: path, query and headers. */
  seen: { path: string; query: URLSearchParams; headers: IncomingHttpHeaders }[];
  /** Answers the requests left hanging, late (the test is done waiting). */
  releaseHanging(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback answering like Square's `GET /v2/catalog/list`: bearer token
 * check (401 with Square's error body), `types` filter and `cursor` pages (the demo point of
 * sale's own paging, `listCatalogPage`), and the failures a test asks for.
 */
export async function startFakeSquare(token = `test-token-${Date.now()}`): Promise<FakeSquare> {
  const hanging = new Set<() => void>();
  const state: FakeSquare = {
    url: '',
    token,
    objects: [],
    pageSize: 3,
    failure: null,
    seen: [],
    releaseHanging: () => {
      for (const release of hanging) release();
      hanging.clear();
    },
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    state.seen.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== '/v2/catalog/list') return json(404, { errors: [{ code: 'NOT_FOUND' }] });
    if (request.headers.authorization !== `Bearer ${state.token}`) {
      return json(401, { errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED' }] });
    }
    const page = listCatalogPage(
      state.objects,
      {
        types: url.searchParams.get('types') ?? undefined,
        cursor: url.searchParams.get('cursor') ?? undefined,
      },
      state.pageSize,
    );
    const pageNumber = state.seen.filter((seen) => seen.path === url.pathname).length;
    const failure = state.failure;
    if (failure && pageNumber >= (failure.fromPage ?? 1)) {
      if ('hang' in failure) {
        // Answered (with the page it would have sent) only when the test releases it.
        hanging.add(() => json(200, page));
        return;
      }
      if ('hugeBytes' in failure) {
        response.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        for (let sent = 0; sent < failure.hugeBytes; sent += chunk.length) response.write(chunk);
        response.end('{}');
        return;
      }
      if ('invalidJson' in failure) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"objects": [');
        return;
      }
      return json(failure.status, { errors: [{ category: 'API_ERROR', code: 'INTERNAL' }] });
    }
    if (!page) return json(400, { errors: [{ code: 'INVALID_CURSOR' }] });
    json(200, page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      state.releaseHanging();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** Resets the page counter the failures count from (between pulls). */
export function forgetRequests(square: FakeSquare): void {
  square.seen.length = 0;
}
