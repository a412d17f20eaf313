import type { Credit, CreditSaveRequest } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { customersRepository } from '../customers/customers.repository.ts';
import type { CreditContext } from './credit-context.ts';
import { recordCreditChange } from './credit-change.ts';
import { checkedCreditExpiry } from './credit-rules.ts';
import { creditsRepository as credits } from './credits.repository.ts';

/**
 * `POST /auth/credits` without an id: gives `amount` to the customer account of `email` (404
 * `credit_user_not_found`, code 833, when there is none) as one `grant` ledger row. The email's
 * credit is made on its first grant; a later grant adds to it, and the name and expiry date
 * given replace the credit's. The credit row is locked before its balance moves.
 */
export function grantCredit(ctx: CreditContext, request: CreditSaveRequest): Promise<Credit> {
  return ctx.tenantTx(async (tx) => {
    const customer = await customersRepository.findByEmail(tx, ctx.restaurantId, request.email);
    if (!customer) throw new AppError('credit_user_not_found', { address: request.email });
    const expiry = await checkedCreditExpiry(tx, ctx, request.expiry_date);
    const name = request.name?.trim() || customer.name;
    const before = await credits.lockByEmail(tx, ctx.restaurantId, customer.email);
    const credit =
      before ??
      (await credits.insertEmpty(tx, {
        restaurantId: ctx.restaurantId,
        email: customer.email,
        name,
        expiry,
      }));
    await credits.updateDetails(tx, credit.id, { name, expiry });
    await credits.move(tx, {
      creditId: credit.id,
      kind: 'grant',
      amount: request.amount,
      userId: ctx.user.id,
      note: request.note ?? null,
    });
    const after = (await credits.find(tx, credit.id))!;
    await recordCreditChange(tx, ctx, { action: before ? 'grant' : 'create', before, after });
    return after;
  });
}
