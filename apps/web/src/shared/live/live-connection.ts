import {
  createEventStreamParser,
  ORDER_LIVE_EVENT,
  PENDING_COUNT_EVENT,
  ZOrderLiveEvent,
  ZPendingCountEvent,
  type OrderLiveEvent,
} from '@app/domain';
import { requestHeaders } from '#lib/api/request-headers.ts';
import { sessionStore } from '#lib/session/session-store.ts';

/** What the tab knows from the stream. */
export interface LiveState {
  /** Pending orders of the active location; null until the stream has said. */
  pendingCount: number | null;
  connected: boolean;
}

export interface LiveListener {
  order?(event: OrderLiveEvent): void;
  /** The stream (re)opened: what happened while it was closed may not all have been replayed. */
  connected?(): void;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

let state: LiveState = { pendingCount: null, connected: false };
const stateListeners = new Set<() => void>();
const listeners = new Set<LiveListener>();
let users = 0;
let abort: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = FIRST_RETRY_MS;
let lastEventId = '';
let tenantId: number | null = null;
let stopSessionWatch: (() => void) | null = null;

function setState(change: Partial<LiveState>): void {
  state = { ...state, ...change };
  stateListeners.forEach((listener) => listener());
}

/**
 * Reads `GET /api/orders/live` with `fetch`, which, unlike `EventSource`, sends the session's
 * headers (bearer token, location): the server's access guard applies as to any call. Until the
 * stream is closed on purpose, a stream that ends or fails is opened again after a growing delay,
 * with `Last-Event-ID` so the server replays what was missed.
 */
async function connect(): Promise<void> {
  const controller = new AbortController();
  abort = controller;
  const headers = requestHeaders(true);
  headers.set('Accept', 'text/event-stream');
  if (lastEventId) headers.set('Last-Event-ID', lastEventId);
  try {
    const response = await fetch('/api/orders/live', { headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`live orders: ${response.status}`);
    retryDelay = FIRST_RETRY_MS;
    setState({ connected: true });
    listeners.forEach((listener) => listener.connected?.());
    const parser = createEventStreamParser((event) => {
      lastEventId = event.lastEventId;
      if (event.event === PENDING_COUNT_EVENT) {
        const parsed = ZPendingCountEvent.safeParse(JSON.parse(event.data));
        if (parsed.success) setState({ pendingCount: parsed.data.count });
      } else if (event.event === ORDER_LIVE_EVENT) {
        const parsed = ZOrderLiveEvent.safeParse(JSON.parse(event.data));
        if (parsed.success) listeners.forEach((listener) => listener.order?.(parsed.data));
      }
    }, lastEventId);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch {
    // Closed on purpose, refused or lost: the same answer, below.
  }
  if (abort !== controller) return;
  abort = null;
  setState({ connected: false });
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (users > 0) void connect();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
}

function disconnect(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const controller = abort;
  abort = null;
  controller?.abort();
  setState({ connected: false });
}

/** Another location (or a new session): its stream starts afresh. */
function watchSession(): () => void {
  return sessionStore.subscribe(() => {
    const session = sessionStore.getState();
    const next = session.authenticated ? session.tenantId : null;
    if (next === tenantId) return;
    tenantId = next;
    lastEventId = '';
    disconnect();
    setState({ pendingCount: null });
    retryDelay = FIRST_RETRY_MS;
    if (next !== null && users > 0) void connect();
  });
}

/**
 * The tab's one live connection, shared by the navigation's pending count and the order
 * manager: open while anyone uses it, closed when the last one leaves.
 */
export const liveConnection = {
  getState: (): LiveState => state,
  subscribeState: (listener: () => void): (() => void) => {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  },
  /** Keeps the stream open until the answer is called. */
  use: (listener: LiveListener = {}): (() => void) => {
    listeners.add(listener);
    users += 1;
    if (users === 1) {
      const session = sessionStore.getState();
      tenantId = session.authenticated ? session.tenantId : null;
      stopSessionWatch = watchSession();
      retryDelay = FIRST_RETRY_MS;
      void connect();
    }
    return () => {
      listeners.delete(listener);
      users -= 1;
      if (users === 0) {
        stopSessionWatch?.();
        stopSessionWatch = null;
        disconnect();
      }
    };
  },
};
