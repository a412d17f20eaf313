import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { AppError } from '../errors/app-error.ts';
import { idempotencyKeysRepository as keys } from './idempotency-keys.repository.ts';

/**
 * `Idempotency-Key` for retryable mutations (order submit now; refunds, charges, deposits and
 * imports later). A retry with the same key and the same request answers the first request's
 * status and body without doing the work again; the same key with another request is refused.
 *
 * The key is claimed inside the caller's own transaction, before the work:
 * - the claim, the work and the stored answer commit together, so a key never outlives a
 *   request that failed (the retry simply runs again) and never points at work that was rolled
 *   back;
 * - a concurrent duplicate's claim waits on the first transaction's uncommitted row (unique
 *   key): when the first commits, the duplicate answers its stored answer; when it rolls back,
 *   the duplicate does the work itself. The wait is bounded by `waitMs`; beyond it the caller
 *   gets 409 `request_in_progress` and may retry.
 *
 * Keys are per location; the request hash covers the route, the caller and the canonical body,
 * so another user's retry with a guessed key gets 422, never someone else's answer.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a duplicate waits for the first request before answering `request_in_progress`. */
export const IDEMPOTENCY_WAIT_MS = 10_000;

/** The header: 1–255 visible ASCII characters (a UUID is typical). */
export const ZIdempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/);

/** Route `headers` schema: the optional key; every other header passes through untouched. */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: ZIdempotencyKey.optional(),
});

export interface IdempotencyScope {
  restaurantId: number;
  /** The `Idempotency-Key` header; `undefined` = no key, the work simply runs. */
  key: string | undefined;
  /** Method and path template, e.g. `POST /api/orders`. */
  route: string;
  /** Who asks (a user's id; `suite-owner:{id}` for a suite owner through their link): part of the hash. */
  callerId: number | string;
  /** The validated request body (defaults applied), part of the hash. */
  request: unknown;
  /** Bound of the wait for a concurrent duplicate. */
  waitMs?: number;
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** True when the answer is the stored one of an earlier request. */
  replayed: boolean;
}

/**
 * Runs `work` once per key (see the module comment). Must be the first statement of `tx` that
 * reads data the work depends on, so that a duplicate that waited sees the first one's rows.
 */
export async function idempotent<T>(
  tx: Tx,
  scope: IdempotencyScope,
  work: () => Promise<{ status: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  if (scope.key === undefined) return { ...(await work()), replayed: false };
  const requestHash = hashRequest(scope);
  const claimed = await claimKey(tx, scope, requestHash);
  if (!claimed) {
    const stored = await keys.find(tx, scope.restaurantId, scope.key);
    // The first request rolled back between our conflict and this read: nothing is stored; the
    // caller may simply retry.
    if (!stored || stored.response_status === null) throw new AppError('request_in_progress');
    if (stored.request_hash !== requestHash) throw new AppError('idempotency_key_reused');
    return { status: stored.response_status, body: stored.response_body as T, replayed: true };
  }
  const answer = await work();
  await keys.storeAnswer(tx, scope.restaurantId, scope.key, {
    status: answer.status,
    body: toJson(answer.body),
  });
  return { ...answer, replayed: false };
}

/**
 * The stored answer of the scope's key, for work spread over several transactions that claims
 * its key only once done (event-day finalize: a transaction per suite): null when the key is new
 * (or no key was sent); 422 `idempotency_key_reused` when it answered another request.
 */
export async function storedAnswer<T>(
  tx: Tx,
  scope: IdempotencyScope,
): Promise<IdempotentAnswer<T> | null> {
  if (scope.key === undefined) return null;
  const stored = await keys.find(tx, scope.restaurantId, scope.key);
  if (!stored || stored.response_status === null) return null;
  if (stored.request_hash !== hashRequest(scope)) throw new AppError('idempotency_key_reused');
  return { status: stored.response_status, body: stored.response_body as T, replayed: true };
}

/** Inserts the key; false when it exists (after waiting for a concurrent first request). */
async function claimKey(tx: Tx, scope: IdempotencyScope, requestHash: string): Promise<boolean> {
  const waitMs = Math.max(1, Math.round(scope.waitMs ?? IDEMPOTENCY_WAIT_MS));
  // Bounds the wait on a concurrent first request's uncommitted key; reset for the work after.
  await keys.setLockTimeout(tx, waitMs);
  try {
    return await keys.insertUnlessExists(tx, {
      restaurant_id: scope.restaurantId,
      key: scope.key!,
      route: scope.route,
      request_hash: requestHash,
    });
  } catch (error) {
    if (sqlState(error) === '55P03') throw new AppError('request_in_progress');
    throw error;
  } finally {
    await keys.resetLockTimeout(tx).catch(() => undefined);
  }
}

/** sha-256 of route, caller and the body as canonical JSON (object keys sorted). */
export function hashRequest(scope: Pick<IdempotencyScope, 'route' | 'callerId' | 'request'>) {
  return createHash('sha256')
    .update(`${scope.route}\n${scope.callerId}\n${canonicalJson(scope.request)}`)
    .digest('hex');
}

/** JSON with object keys in sorted order, so equal bodies hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(toJson(value)));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

function toJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
