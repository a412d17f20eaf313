import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, tenantRestaurantId, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * One run of a long operation started by staff (import, replicate, export, point-of-sale pull,
 * bulk action), so the web app can show progress and the outcome. The queue itself is pg-boss;
 * the worker updates this row as the owner. A run started with an idempotency key exists once.
 *
 * status: queued | running | succeeded | failed
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    total: integer('total'),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    idempotency_key: text('idempotency_key'),
    created_at: createdAt(),
    started_at: instant('started_at'),
    finished_at: instant('finished_at'),
    /**
     * Written while the run works (every `JOB_HEARTBEAT_INTERVAL_MS`): a running run not heard
     * from for `JOB_LOST_AFTER_MS` lost its process (docs/decisions/jobs.md "Lost runs").
     */
    heartbeat_at: instant('heartbeat_at'),
    updated_at: updatedAt(),
  },
  (t) => [
    index('job_runs_restaurant_created_idx').on(t.restaurant_id, t.created_at),
    uniqueIndex('job_runs_idempotency_idx').on(t.restaurant_id, t.kind, t.idempotency_key),
    check('job_runs_progress_check', sql`${t.progress} >= 0`),
    tenantPolicy('job_runs'),
  ],
);

/**
 * Answers of retried mutations (`Idempotency-Key` header): the first request inserts the key
 * (a concurrent duplicate conflicts on the primary key) and stores its answer; a replay with the
 * same key and the same `request_hash` gets the stored answer, a different hash is refused.
 * `response_status` is null while the first request is still running. Purged after a retention
 * period by a scheduled job (index on `created_at`).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    restaurant_id: tenantRestaurantId(),
    key: text('key').notNull(),
    /** e.g. `POST /api/orders/refund` */
    route: text('route').notNull(),
    /** sha-256 of the method, route and canonical body. */
    request_hash: text('request_hash').notNull(),
    response_status: integer('response_status'),
    response_body: jsonb('response_body').$type<unknown>(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
    tenantPolicy('idempotency_keys'),
  ],
);
