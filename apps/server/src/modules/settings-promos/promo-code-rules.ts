import {
  promoCodeRequestSchema,
  validationIssue,
  ZPromoType,
  type PromoCode,
  type PromoCodeRequest,
} from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { TenantContext } from '../../context/tenant-context.ts';
import { validationError } from '../../errors/validation-failed.ts';
import { promoCodesRepository as codes, type PromoCodeRow } from './promo-codes.repository.ts';

/**
 * The request checked against the location's other codes (the domain's rule: a name once per
 * location, any letter case): 400 `validation_failed` on `name` otherwise.
 */
export async function checkedPromoCode(
  tx: Tx,
  ctx: TenantContext,
  request: PromoCodeRequest,
  exceptId?: number,
): Promise<PromoCodeRequest> {
  const otherNames = await codes.otherNames(tx, ctx.restaurantId, exceptId);
  const result = promoCodeRequestSchema(otherNames).safeParse(request);
  if (!result.success) throw validationError(result.error.issues, ctx.locale);
  return result.data;
}

/**
 * Runs a write of a code's name; a concurrent save that took the name first (the unique index
 * on lower(name)) answers the same 400 as the check.
 */
export async function writingPromoName<T>(ctx: TenantContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const issue = {
      path: ['name'],
      code: 'custom' as const,
      params: validationIssue('uniqueName'),
    };
    throw validationError([issue], ctx.locale);
  }
}

/** A stored code as answered (any type but dollar reads as a percentage, as pricing reads it). */
export function promoCodeOf(row: PromoCodeRow): PromoCode {
  const type = ZPromoType.safeParse(row.type);
  return { ...row, type: type.success ? type.data : 'percentage' };
}
