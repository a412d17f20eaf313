import type { PromoCode, PromoCodeRequest } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordChange } from '../change-history/record-change.ts';
import { checkedPromoCode, promoCodeOf, writingPromoName } from './promo-code-rules.ts';
import { promoCodesRepository as codes } from './promo-codes.repository.ts';

/**
 * `PUT /settings/promo-codes/{id}`: the code's name, type, value and active flag; 404 when the
 * location has no such code. A deactivated code is refused by pricing from the next order on.
 */
export function updatePromoCode(
  ctx: TenantContext,
  id: number,
  request: PromoCodeRequest,
): Promise<PromoCode> {
  return ctx.tenantTx(async (tx) => {
    const before = await codes.lock(tx, ctx.restaurantId, id);
    if (!before) throw new AppError('not_found');
    const values = await checkedPromoCode(tx, ctx, request, id);
    const row = await writingPromoName(ctx, () => codes.update(tx, ctx.restaurantId, id, values));
    if (!row) throw new AppError('not_found');
    const after = promoCodeOf(row);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'promo_code',
      entityId: id,
      action: 'update',
      before: promoCodeOf(before),
      after,
      user: ctx.user,
    });
    return after;
  });
}
