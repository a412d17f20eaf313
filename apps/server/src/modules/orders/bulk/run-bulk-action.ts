import {
  bulkTargetStatus,
  errorMessage,
  type BulkAction,
  type BulkOrderRef,
  type BulkRunAnswer,
} from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { updateOrder } from '../writes/update-order.ts';

export interface BulkRunOptions {
  action: BulkAction;
  orders: readonly BulkOrderRef[];
  reason?: string | undefined;
  /** Called after each order with how many are done out of all. */
  onProgress?: (done: number, total: number) => Promise<void>;
}

/**
 * Moves each order through the single status change (`updateOrder`): each order its own
 * transaction with its change-history row, so an order is changed whole or not at all, and a
 * cancel gives back credits and releases card holds as a decline does. An order refused on the
 * way (changed meanwhile, completed before its date…) is listed with its localised reason and
 * the others go on.
 */
export async function runBulkAction(
  ctx: OrderContext,
  options: BulkRunOptions,
): Promise<BulkRunAnswer> {
  const status = bulkTargetStatus(options.action);
  const answer: BulkRunAnswer = { done: [], refused: [] };
  let index = 0;
  for (const ref of options.orders) {
    try {
      await updateOrder(ctx, ref.id, {
        status,
        ...(options.reason ? { reason: options.reason } : {}),
      });
      answer.done.push(ref);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const message = errorMessage(error.code, ctx.locale, error.params);
      answer.refused.push({ ...ref, code: error.code, message });
    }
    index += 1;
    await options.onProgress?.(index, options.orders.length);
  }
  return answer;
}
