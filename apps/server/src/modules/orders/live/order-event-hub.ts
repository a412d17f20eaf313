import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { listenForOrderEvents, type Listening } from './order-events-listener.ts';
import { orderEventsRepository, type OrderEventRow } from './order-events.repository.ts';

/** One open stream, as the hub sees it. */
export interface LiveSubscriber {
  restaurantId: number;
  order(event: OrderEventRow): void;
  pending(count: number): void;
  /** The LISTEN connection was lost for a while: read what was missed from the table. */
  catchUp(): void;
  /** The server is closing: end the stream (the client reconnects to another instance). */
  end(): void;
}

/** The payload of the triggers' `pg_notify` (hand-written part of the order-events migration). */
interface Announcement extends Omit<OrderEventRow, 'eventId'> {
  event_id: number;
  restaurant_id: number;
}

/**
 * The order events of this process: LISTENs once (on the first stream) and forwards each
 * announcement to the open streams of its location, then the location's pending count. Holds
 * only the open connections of this process; what a client missed is in `order_events`, so any
 * instance can serve its reconnection.
 */
export class OrderEventHub {
  readonly #database: Database;
  readonly #log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  readonly #subscribers = new Map<number, Set<LiveSubscriber>>();
  /** Locations whose pending count is being read; `true` = read it again once done. */
  readonly #pendingReads = new Map<number, boolean>();
  #listening: Promise<Listening> | null = null;

  constructor(database: Database, log: Pick<FastifyBaseLogger, 'warn' | 'error'>) {
    this.#database = database;
    this.#log = log;
  }

  /** Adds a stream (LISTEN in place first); answers how to remove it. */
  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    await this.#listen();
    let set = this.#subscribers.get(subscriber.restaurantId);
    if (!set) this.#subscribers.set(subscriber.restaurantId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.#subscribers.get(subscriber.restaurantId) === set) {
        this.#subscribers.delete(subscriber.restaurantId);
      }
    };
  }

  /** The location's pending orders, read under its row-level security. */
  pendingCount(restaurantId: number): Promise<number> {
    return withTenant(this.#database.db, restaurantId, (tx) =>
      orderEventsRepository.pendingCount(tx, restaurantId),
    );
  }

  /** Ends every stream (before the server closes), then stops listening. */
  async close(): Promise<void> {
    for (const set of this.#subscribers.values()) for (const subscriber of set) subscriber.end();
    this.#subscribers.clear();
    const listening = this.#listening;
    this.#listening = null;
    await (await listening?.catch(() => null))?.close();
  }

  #listen(): Promise<Listening> {
    this.#listening ??= listenForOrderEvents(
      this.#database,
      {
        onPayload: (payload) => this.#announce(payload),
        onListening: (reconnected) => {
          if (!reconnected) return;
          for (const [restaurantId, set] of this.#subscribers) {
            for (const subscriber of set) subscriber.catchUp();
            this.#refreshPending(restaurantId);
          }
        },
      },
      this.#log,
    ).catch((error: unknown) => {
      this.#listening = null;
      throw error;
    });
    return this.#listening;
  }

  #announce(payload: string): void {
    let announcement: Announcement;
    try {
      announcement = JSON.parse(payload) as Announcement;
    } catch {
      return;
    }
    const set = this.#subscribers.get(announcement.restaurant_id);
    if (!set) return;
    const { event_id: eventId, restaurant_id: _location, ...order } = announcement;
    for (const subscriber of set) subscriber.order({ eventId, ...order });
    this.#refreshPending(announcement.restaurant_id);
  }

  /**
   * Reads the location's pending count once for all its streams. A burst of changes (a bulk
   * complete) reads it again at most once after the read in progress, not once per change.
   */
  #refreshPending(restaurantId: number): void {
    if (this.#pendingReads.has(restaurantId)) {
      this.#pendingReads.set(restaurantId, true);
      return;
    }
    this.#pendingReads.set(restaurantId, false);
    this.pendingCount(restaurantId)
      .then((count) => {
        for (const subscriber of this.#subscribers.get(restaurantId) ?? [])
          subscriber.pending(count);
      })
      .catch((error: unknown) => this.#log.error({ err: error }, 'order events: pending count'))
      .finally(() => {
        const again = this.#pendingReads.get(restaurantId);
        this.#pendingReads.delete(restaurantId);
        if (again && this.#subscribers.has(restaurantId)) this.#refreshPending(restaurantId);
      });
  }
}
