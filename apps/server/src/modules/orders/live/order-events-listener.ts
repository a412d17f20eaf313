import type { FastifyBaseLogger } from 'fastify';
import type { Client, Notification, Pool } from 'pg';
import type { Database } from '../../../db/client.ts';

/** What the connection to the database reports: each payload, and each (re)connection. */
export interface ListenHandlers {
  onPayload(payload: string): void;
  /** LISTEN is (again) in place; after a lost connection, notifications may have been missed. */
  onListening(reconnected: boolean): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** The channel the triggers of `orders` and `order_transactions` notify (migration 0009). */
const ORDER_EVENTS_CHANNEL = 'order_events';
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * LISTENs on the order-events channel once for this process. PGlite: its own `listen` (one
 * database in this process, nothing to lose). PostgreSQL: a dedicated connection outside the
 * pool (a pooled one would be handed to queries and its LISTEN lost); when it drops, it is opened
 * again with a growing delay and `onListening(true)` lets the stream catch up from the table.
 * Resolves once the first LISTEN is in place.
 */
export async function listenForOrderEvents(
  database: Database,
  handlers: ListenHandlers,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Listening> {
  if (database.kind === 'pglite') {
    const client = database.driver as {
      listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
    };
    const unlisten = await client.listen(ORDER_EVENTS_CHANNEL, (payload) =>
      handlers.onPayload(payload),
    );
    handlers.onListening(false);
    return { close: () => unlisten() };
  }
  return listenOnPostgres(database.driver as Pool, handlers, log);
}

async function listenOnPostgres(
  pool: Pool,
  handlers: ListenHandlers,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Listening> {
  const { default: pg } = await import('pg');
  let closed = false;
  let client: Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = FIRST_RETRY_MS;

  const connect = async (reconnected: boolean) => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message: Notification) => {
      if (message.channel === ORDER_EVENTS_CHANNEL && message.payload) {
        handlers.onPayload(message.payload);
      }
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = FIRST_RETRY_MS;
    handlers.onListening(reconnected);
  };

  const retry = () => {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect(true).catch((error: unknown) => {
        log.warn({ err: error }, 'order events: LISTEN failed, retrying');
        delay = Math.min(delay * 2, MAX_RETRY_MS);
        if (!closed) retry();
      });
    }, delay);
  };

  function lost(which: Client) {
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => undefined);
    log.warn('order events: LISTEN connection lost, reconnecting');
    retry();
  }

  await connect(false);
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
