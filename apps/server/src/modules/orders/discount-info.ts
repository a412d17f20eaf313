import { storedChargeValue, type ZDiscountInfo } from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { OrderContext } from '../../context/order-context.ts';
import { pricingInputsRepository } from './pricing-inputs.repository.ts';

/**
 * `POST /orders/get-discount-info`: what a discount code gives — the location's active promo code
 * of that name, any case — where the `discount` flag is on; else 400 `promo_code_invalid`.
 * `value` is dollars for a `dollar` code and percent for a `percentage` one.
 */
export function getDiscountInfo(
  ctx: OrderContext,
  code: string,
): Promise<z.infer<typeof ZDiscountInfo>> {
  return ctx.tenantTx(async (tx) => {
    if (!ctx.location.discount) throw new AppError('promo_code_invalid');
    const { promoCode } = await pricingInputsRepository.load(tx, {
      restaurantId: ctx.restaurantId,
      timeZone: ctx.location.timezone,
      promoCode: code.trim(),
      subsidyCode: null,
      creditEmail: null,
    });
    if (!promoCode || !storedChargeValue(promoCode.type, promoCode.value)) {
      throw new AppError('promo_code_invalid');
    }
    return {
      code: promoCode.name,
      type: promoCode.type === 'dollar' ? 'dollar' : 'percentage',
      value: promoCode.value,
    };
  });
}
