import type { Tx } from '../../db/client.ts';
import { changeHistoryRepository } from './change-history.repository.ts';

export type ChangeAction = 'create' | 'update' | 'delete' | (string & {});

export interface ChangeEntry {
  restaurantId: number;
  /** What changed, singular and lower case: 'restaurant', 'menu', 'item', 'order'… */
  entity: string;
  entityId: number | null;
  action: ChangeAction;
  /** The entity as it was (null on create) and as it is (null on delete). */
  before: unknown;
  after: unknown;
  /** Who changed it: a user; one without an id (a suite owner through their link) by email; null: the system. */
  user: { id: number | null; email: string } | null;
}

/**
 * Writes one change-history row inside the caller's transaction, so the entry exists exactly
 * when the change does (a rollback removes both). Call it from every mutation; rows older than
 * 30 days are purged by the retention job. Dates in before/after are stored as ISO strings.
 */
export async function recordChange(tx: Tx, entry: ChangeEntry): Promise<void> {
  await changeHistoryRepository.insert(tx, {
    restaurant_id: entry.restaurantId,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    before: toJson(entry.before),
    after: toJson(entry.after),
    user_id: entry.user?.id ?? null,
    user_email: entry.user?.email ?? null,
  });
}

function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
