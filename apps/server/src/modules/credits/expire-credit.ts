import type { Credit } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CreditContext } from './credit-context.ts';
import { recordCreditChange } from './credit-change.ts';
import { creditsRepository as credits } from './credits.repository.ts';

/**
 * `POST /auth/credits/expire`: the credit of `email` loses what it has left, now — one `expire`
 * ledger row taking the balance to zero. A credit already at zero stays as it is (no row, no
 * history: expiring twice is expiring once). 404 when the email has no credit here.
 */
export function expireCredit(ctx: CreditContext, email: string): Promise<Credit> {
  return ctx.tenantTx(async (tx) => {
    const before = await credits.lockByEmail(tx, ctx.restaurantId, email);
    if (!before) throw new AppError('not_found');
    const expired = await credits.expireAll(tx, before.id, ctx.user.id);
    const after = (await credits.find(tx, before.id))!;
    if (expired > 0) await recordCreditChange(tx, ctx, { action: 'expire', before, after });
    return after;
  });
}
