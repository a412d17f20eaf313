import type { PromoCode } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { promoCodeOf } from './promo-code-rules.ts';
import { promoCodesRepository } from './promo-codes.repository.ts';

/** `GET /settings/promo-codes`: the location's codes by name (any case). */
export function listPromoCodes(ctx: TenantContext): Promise<PromoCode[]> {
  return ctx.tenantTx(async (tx) =>
    (await promoCodesRepository.list(tx, ctx.restaurantId)).map(promoCodeOf),
  );
}
