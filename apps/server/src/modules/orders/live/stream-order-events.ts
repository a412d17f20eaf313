import { ORDER_LIVE_EVENT, PENDING_COUNT_EVENT, type OrderLiveEvent } from '@app/domain';
import type { FastifyReply } from 'fastify';
import type { TenantContext } from '../../../context/tenant-context.ts';
import type { LiveSubscriber, OrderEventHub } from './order-event-hub.ts';
import { orderEventsRepository, type OrderEventRow } from './order-events.repository.ts';

/** A comment this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after this long and the client reconnects with Last-Event-ID: the access guard
 * then checks the session, role and location flags again, so a revoked access ends its stream.
 */
export const STREAM_LIFETIME_MS = 15 * 60_000;
/** At most this many missed events are replayed; the client reloads its lists on every connect. */
export const REPLAY_LIMIT = 1000;
/** A client that reads slower than its events arrive is cut off past this (it reconnects). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long the browser waits before reconnecting (SSE `retry:`). */
const RETRY_MS = 3000;

function orderEventText(row: OrderEventRow): string {
  const data: OrderLiveEvent = {
    id: row.id,
    order_number: row.order_number,
    status: row.status as OrderLiveEvent['status'],
    type: row.type as OrderLiveEvent['type'],
    change: row.change as OrderLiveEvent['change'],
  };
  return `id: ${row.eventId}\nevent: ${ORDER_LIVE_EVENT}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Serves one `GET /api/orders/live` stream (Server-Sent Events) for the context's location:
 * replays the events after `lastEventId` from `order_events`, then forwards what the hub
 * announces, the pending count after each change, and a heartbeat comment; ends after
 * `STREAM_LIFETIME_MS`, when the client leaves, or when the server closes.
 */
export async function streamOrderEvents(
  context: Pick<TenantContext, 'restaurantId' | 'tenantTx'>,
  hub: OrderEventHub,
  reply: FastifyReply,
  lastEventId: number | null,
): Promise<void> {
  const { restaurantId } = context;
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and its kin would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  let open = true;
  const write = (text: string) => {
    if (!open) return;
    raw.write(text);
    if (raw.writableLength > MAX_BUFFERED_BYTES) end();
  };
  write(`retry: ${RETRY_MS}\n: connected\n\n`);

  let lastSent = lastEventId ?? 0;
  /** Ids sent lately: a catch-up after a lost LISTEN may read an event the stream already sent. */
  const sent = new Set<number>();
  /** Live events held while the table is read, so none is sent before what it follows. */
  let held: OrderEventRow[] | null = [];
  const send = (row: OrderEventRow) => {
    if (sent.has(row.eventId)) return;
    sent.add(row.eventId);
    if (sent.size > REPLAY_LIMIT * 2) sent.delete(sent.values().next().value!);
    lastSent = Math.max(lastSent, row.eventId);
    write(orderEventText(row));
  };
  const replay = async (after: number | null) => {
    held ??= [];
    try {
      if (after === null) {
        lastSent = await context.tenantTx((tx) => orderEventsRepository.latestId(tx, restaurantId));
      } else {
        const rows = await context.tenantTx((tx) =>
          orderEventsRepository.listAfter(tx, restaurantId, after, REPLAY_LIMIT),
        );
        rows.forEach(send);
      }
    } finally {
      const waiting = held;
      held = null;
      waiting.forEach(send);
    }
  };

  const subscriber: LiveSubscriber = {
    restaurantId,
    order: (row) => (held ? held.push(row) : send(row)),
    pending: (count) =>
      write(`event: ${PENDING_COUNT_EVENT}\ndata: ${JSON.stringify({ count })}\n\n`),
    catchUp: () => void replay(lastSent).catch(end),
    end: () => end(),
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => end(), STREAM_LIFETIME_MS);
  let unsubscribe: (() => void) | null = null;
  function end() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe?.();
    raw.end();
  }
  raw.on('close', end);

  try {
    unsubscribe = await hub.subscribe(subscriber);
    if (!open) return unsubscribe();
    await replay(lastEventId);
    const count = await hub.pendingCount(restaurantId);
    write(
      `${lastSent > 0 ? `id: ${lastSent}\n` : ''}event: ${PENDING_COUNT_EVENT}\ndata: ${JSON.stringify({ count })}\n\n`,
    );
  } catch (error) {
    end();
    throw error;
  }
}
