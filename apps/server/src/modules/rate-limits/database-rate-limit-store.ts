import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client.ts';
import { rateLimitCountersRepository } from './rate-limit-counters.repository.ts';

/** What @fastify/rate-limit hands `child`: the route's merged options, with the route. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The @fastify/rate-limit store over the `rate_limit_counters` table, so every instance counts
 * against the same limit. Like the plugin's own stores, each limited route counts apart (its
 * method and path prefix the key).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      rateLimitCountersRepository.hit(db, this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as RouteLimitOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore(options, `${String(route.method)}${route.url ?? ''}-`);
    }
  }
  return DatabaseRateLimitStore;
}
