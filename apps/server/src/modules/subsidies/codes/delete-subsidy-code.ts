import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { subsidyCodeOf } from '../subsidy-answers.ts';
import { subsidyCodesRepository as codes } from './subsidy-codes.repository.ts';

/**
 * `DELETE /subsidies/{id}/codes/{codeId}` (204); 404 when the subsidy has no such code. Orders
 * already placed with it keep their costs.
 */
export function deleteSubsidyCode(
  ctx: TenantContext,
  ids: { subsidyId: number; codeId: number },
): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const before = await codes.lock(tx, ctx.restaurantId, ids.subsidyId, ids.codeId);
    if (!before) throw new AppError('not_found');
    await codes.delete(tx, ctx.restaurantId, ids.codeId);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'subsidy_code',
      entityId: ids.codeId,
      action: 'delete',
      before: subsidyCodeOf(before),
      after: null,
      user: ctx.user,
    });
  });
}
