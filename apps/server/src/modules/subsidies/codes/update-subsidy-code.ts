import type { SubsidyCode, UpdateSubsidyCodeRequest } from '@app/domain';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { subsidyCodeOf } from '../subsidy-answers.ts';
import { subsidyCodesRepository as codes } from './subsidy-codes.repository.ts';

/**
 * `PUT /subsidies/{id}/codes/{codeId}`: the code's status (an inactive code is refused by
 * pricing from the next order on) and who holds it; 404 when the subsidy has no such code.
 */
export function updateSubsidyCode(
  ctx: TenantContext,
  ids: { subsidyId: number; codeId: number },
  request: UpdateSubsidyCodeRequest,
): Promise<SubsidyCode> {
  return ctx.tenantTx(async (tx) => {
    const before = await codes.lock(tx, ctx.restaurantId, ids.subsidyId, ids.codeId);
    if (!before) throw new AppError('not_found');
    const row = await codes.update(tx, ctx.restaurantId, ids.codeId, request);
    if (!row) throw new AppError('not_found');
    const after = subsidyCodeOf(row);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'subsidy_code',
      entityId: ids.codeId,
      action: 'update',
      before: subsidyCodeOf(before),
      after,
      user: ctx.user,
    });
    return after;
  });
}
