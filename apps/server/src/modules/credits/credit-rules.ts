import { creditExpiryOf, creditExpiryProblem, toIsoDate } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { fieldsError } from '../../errors/validation-failed.ts';
import type { CreditContext } from './credit-context.ts';
import { creditsRepository } from './credits.repository.ts';

/**
 * The expiry date a save stores, checked against the location: at a school (`k12`) the end of
 * the school year must be set first, and not passed (409 `credit_school_year_required`,
 * naming Settings › Operations) and is the default and the latest date; nowhere may the date have passed (400 on
 * `expiry_date`).
 */
export async function checkedCreditExpiry(
  tx: Tx,
  ctx: CreditContext,
  given: string | null | undefined,
): Promise<string | null> {
  const endOfYear = ctx.location.k12
    ? await creditsRepository.endOfSchoolYear(tx, ctx.restaurantId)
    : null;
  const today = toIsoDate(new Date(), ctx.location.timezone);
  if (ctx.location.k12 && (endOfYear === null || endOfYear < today)) {
    throw new AppError('credit_school_year_required');
  }
  const expiry = creditExpiryOf(given, endOfYear);
  const problem = creditExpiryProblem(expiry, today, endOfYear);
  if (problem) throw fieldsError({ expiry_date: problem }, ctx.locale);
  return expiry;
}
