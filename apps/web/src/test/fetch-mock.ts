import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters (the route table ignores them). */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

/** A JSON answer as the API sends it. */
export function json(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The contract's error body `{code, message, messages}` plus any extra fields. */
export function apiError(status: number, code: string, message: string, extra = {}): Response {
  return json(status, { code, message, messages: [message], ...extra });
}

/**
 * Replaces `fetch` (the network, and only the network) with a table of answers keyed by
 * `METHOD /path` (query string ignored). Unknown calls answer 404 `not_found`.
 */
export function mockApi(routes: Record<string, Responder | Response>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody,
    };
    calls.push(call);
    const responder = routes[`${method} ${url.pathname}`];
    if (!responder) return apiError(404, 'not_found', 'Not found.');
    return typeof responder === 'function' ? responder(call) : responder.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
