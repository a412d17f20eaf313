import type { PromoCode, PromoCodeRequest } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { checkedPromoCode, promoCodeOf, writingPromoName } from './promo-code-rules.ts';
import { promoCodesRepository as codes } from './promo-codes.repository.ts';

/** `POST /settings/promo-codes`: a new code, priced with at once (201). */
export function createPromoCode(ctx: TenantContext, request: PromoCodeRequest): Promise<PromoCode> {
  return ctx.tenantTx(async (tx) => {
    const values = await checkedPromoCode(tx, ctx, request);
    const code = promoCodeOf(
      await writingPromoName(ctx, () => codes.insert(tx, ctx.restaurantId, values)),
    );
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'promo_code',
      entityId: code.id,
      action: 'create',
      before: null,
      after: code,
      user: ctx.user,
    });
    return code;
  });
}
