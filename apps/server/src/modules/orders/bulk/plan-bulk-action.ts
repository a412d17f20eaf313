import {
  BULK_CANDIDATE_STATUSES,
  bulkSkipReason,
  errorMessage,
  zonedDaysSpan,
  type BulkAction,
  type BulkDays,
  type BulkDryRunAnswer,
} from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import { bulkOrdersRepository } from './bulk-orders.repository.ts';

/**
 * Which open orders due on `days` (the location's calendar days) an action would change, and
 * which it skips and why (the single status change's rules: `bulkSkipReason`). Writes nothing.
 */
export async function planBulkAction(
  ctx: OrderContext,
  action: BulkAction,
  days: BulkDays,
): Promise<BulkDryRunAnswer> {
  const zone = ctx.location.timezone;
  const range = {
    ...zonedDaysSpan(days.start, days.end, zone),
    statuses: BULK_CANDIDATE_STATUSES,
  };
  const candidates = await ctx.tenantTx((tx) =>
    bulkOrdersRepository.candidates(tx, ctx.restaurantId, range),
  );
  const now = new Date();
  const answer: BulkDryRunAnswer = { changes: [], skipped: [] };
  for (const order of candidates) {
    const ref = { id: order.id, order_number: order.order_number };
    const code = bulkSkipReason(action, order, now, zone);
    if (code) answer.skipped.push({ ...ref, code, message: errorMessage(code, ctx.locale) });
    else answer.changes.push(ref);
  }
  return answer;
}
