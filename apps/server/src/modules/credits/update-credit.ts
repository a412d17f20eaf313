import { formatMoney, toCents, type Credit, type CreditSaveRequest } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CreditContext } from './credit-context.ts';
import { recordCreditChange } from './credit-change.ts';
import { checkedCreditExpiry } from './credit-rules.ts';
import { creditsRepository as credits } from './credits.repository.ts';

/**
 * `PUT`/`POST /auth/credits` with an id: the credit's name and expiry date, and its balance
 * changed by `amount` (signed; one `staff_adjust` ledger row, none for 0). The email cannot
 * change (400 `credit_email_locked`); a change that would take the balance below zero is 409
 * `credit_balance_negative` and changes nothing. 404 when the location has no such credit.
 * A change by a difference, not to a new balance, so an order that spent the credit while the
 * screen was open is not undone by the save.
 */
export function updateCredit(
  ctx: CreditContext,
  request: CreditSaveRequest & { id: number },
): Promise<Credit> {
  return ctx.tenantTx(async (tx) => {
    const before = await credits.lockById(tx, ctx.restaurantId, request.id);
    if (!before) throw new AppError('not_found');
    if (before.email.trim().toLowerCase() !== request.email.trim().toLowerCase()) {
      throw new AppError('credit_email_locked');
    }
    const expiry = await checkedCreditExpiry(tx, ctx, request.expiry_date);
    await credits.updateDetails(tx, before.id, { name: request.name?.trim() || null, expiry });
    if (request.amount !== 0) {
      const moved = await credits.move(tx, {
        creditId: before.id,
        kind: 'staff_adjust',
        amount: request.amount,
        userId: ctx.user.id,
        note: request.note ?? null,
      });
      if (!moved) {
        const balance = formatMoney(toCents(before.balance), ctx.locale);
        throw new AppError('credit_balance_negative', { balance });
      }
    }
    const after = (await credits.find(tx, before.id))!;
    await recordCreditChange(tx, ctx, { action: 'update', before, after });
    return after;
  });
}
