import { i18n } from '#i18n/i18n.ts';
import { notifyError } from '../notify.ts';
import { endSession } from '../session/end-session.ts';
import { sessionStore } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { apiErrorText } from './api-error-text.ts';
import { isLeavingPage } from './leaving-page.ts';
import { requestHeaders } from './request-headers.ts';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is a FormData (multipart upload). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sends the session headers (token, tenant, staff email). Default true. */
  authenticated?: boolean;
  /**
   * Applies the shared error handling (toast, logout on 401/network/tenant errors). Default
   * true; screens that show errors inline (sign-in, PIN) turn it off and decide themselves.
   */
  handleErrors?: boolean;
  /** Validates the answer (a domain `Z...` schema); without it the answer is trusted as T. */
  schema?: { parse(data: unknown): T };
}

const API_BASE = '/api';

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The shared handling of a failed call: 401 and network errors end the session ("Session timed
 * out."), a 403 `tenant_not_recognized` too ("Tenant not recognized."), a 403 `pin_required` asks
 * for the PIN again; anything else is shown as a toast.
 */
export function handleApiError(error: ApiError): void {
  if (error.isNetworkError || error.status === 401) return endSession('session_timed_out');
  if (error.code === 'tenant_not_recognized') return endSession('tenant_not_recognized');
  if (error.code === 'pin_required') sessionStore.setPinEntered(false);
  notifyError(apiErrorText(error));
}

/**
 * Calls the API under `/api`. Resolves with the (validated) JSON answer, `undefined` for 204;
 * rejects with an `ApiError` for any failure, after the shared handling unless turned off.
 * An aborted call rejects with the browser's AbortError and is never treated as a failure.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, query, signal, schema } = options;
  const authenticated = options.authenticated ?? true;
  const headers = requestHeaders(authenticated);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = ApiError.network(cause);
    // A call the browser cancels because the page is unloading is not a lost connection.
    if (isLeavingPage()) throw error;
    return fail(error, options);
  }
  const payload = await readBody(response);
  if (!response.ok) return fail(ApiError.fromBody(response.status, payload), options);
  return schema ? schema.parse(payload) : (payload as T);
}

function fail(error: ApiError, options: RequestOptions<unknown>): never {
  if (options.handleErrors ?? true) {
    // Without a session there is none to end: just say what went wrong.
    if (options.authenticated ?? true) handleApiError(error);
    else notifyError(error.serverMessage || i18n.t('errors.somethingWentWrong'));
  }
  throw error;
}
