import type { Credit } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import type { TenantContext } from '../../context/tenant-context.ts';
import { recordChange } from '../change-history/record-change.ts';

/** The change-history row of a credit change (`entity` credit), in the change's transaction. */
export function recordCreditChange(
  tx: Tx,
  ctx: Pick<TenantContext, 'restaurantId' | 'user'>,
  change: { action: string; before: Credit | null; after: Credit },
): Promise<void> {
  return recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'credit',
    entityId: change.after.id,
    action: change.action,
    before: change.before,
    after: change.after,
    user: ctx.user,
  });
}
