import { ZDiscountInfo } from '@app/domain';
import type { z } from 'zod';
import { apiRequest } from '#lib/api/api-client.ts';

export type DiscountInfo = z.infer<typeof ZDiscountInfo>;

/** `POST /orders/get-discount-info`: what a promo code takes off; 400 `promo_code_invalid` if none. */
export function getDiscountInfo(code: string): Promise<DiscountInfo> {
  return apiRequest('/orders/get-discount-info', {
    method: 'POST',
    body: { code },
    handleErrors: false,
    schema: ZDiscountInfo,
  });
}
