import type { TenantContext } from '../../context/tenant-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordChange } from '../change-history/record-change.ts';
import { promoCodeOf } from './promo-code-rules.ts';
import { promoCodesRepository as codes } from './promo-codes.repository.ts';

/**
 * `DELETE /settings/promo-codes/{id}` (204): orders already placed keep the discount they got
 * (their costs hold the code's name and value); 404 when the location has no such code.
 */
export function deletePromoCode(ctx: TenantContext, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const before = await codes.lock(tx, ctx.restaurantId, id);
    if (!before) throw new AppError('not_found');
    await codes.delete(tx, ctx.restaurantId, id);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'promo_code',
      entityId: id,
      action: 'delete',
      before: promoCodeOf(before),
      after: null,
      user: ctx.user,
    });
  });
}
