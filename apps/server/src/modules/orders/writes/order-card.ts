import { cardHoldWanted, fromCents, toCents, validationIssue, type Checkout } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import { paymentGateway } from '../../payments/payment-gateway.ts';
import type { OrderTakingContext } from '../../../context/order-context.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import { orderTransactionsRepository as ledger } from './order-transactions.repository.ts';

/**
 * Card on file (payment preference `credit_card`): the amount the card will be charged — the
 * total with the tip — is held on the card when the order is submitted (and again when a change
 * makes it differ), so completing the order can capture it. The hold is an `order_transactions`
 * row (kind `charge`, status `pending`, the gateway's reference in `details`).
 *
 * A hold that fails — declined or refused by the processor — refuses the order as a whole with
 * `preauthorization_failed` (numeric 2305), whose message tells staff to use the invoice option.
 *
 * An order due beyond `CARD_HOLD_HORIZON_DAYS` is not held (the hold would lapse before it is
 * completed): its card stays on file and completing the order charges it (complete-order.ts).
 */
export async function holdCardAmount(
  tx: Tx,
  ctx: OrderTakingContext,
  input: { orderId: number; checkout: Checkout; amountCents: number; dueAt: Date | null },
): Promise<void> {
  if (input.checkout.paymentPreference !== 'credit_card') {
    await releaseHolds(tx, input.orderId);
    return;
  }
  const card = input.checkout.creditCard;
  if (!card) {
    throw fieldsError({ 'data.checkout.creditCard': validationIssue('required') }, ctx.locale);
  }
  if (!cardHoldWanted(input.dueAt, new Date())) {
    await releaseHolds(tx, input.orderId);
    return;
  }
  const holds = await ledger.pendingCharges(tx, input.orderId);
  const current = holds.find(
    (hold) => hold.details.token === card.token && toCents(hold.amount) === input.amountCents,
  );
  if (current) return;
  await releaseHolds(tx, input.orderId);
  if (input.amountCents <= 0) return;
  // The first hold of an order has the key the spec's flow names; later ones are numbered.
  const attempt = (await ledger.countCharges(tx, input.orderId)) + 1;
  const idempotencyKey =
    attempt === 1 ? `order-${input.orderId}-preauth` : `order-${input.orderId}-preauth-${attempt}`;
  const { reference } = await paymentGateway()
    .authorize(tx, {
      token: card.token,
      amountCents: input.amountCents,
      idempotencyKey,
      orderId: input.orderId,
    })
    .catch((error: unknown) => {
      if (
        error instanceof AppError &&
        (error.code === 'payment_declined' || error.code === 'preauthorization_failed')
      ) {
        throw new AppError('preauthorization_failed');
      }
      throw error;
    });
  await ledger.insert(tx, {
    restaurant_id: ctx.restaurantId,
    order_id: input.orderId,
    kind: 'charge',
    status: 'pending',
    amount: fromCents(input.amountCents),
    details: { stage: 'authorized', reference, token: card.token, idempotency_key: idempotencyKey },
    created_by: ctx.user.id,
  });
}

/**
 * Holds no longer wanted (another amount, another card, another payment preference) are marked
 * cancelled. The test gateway has no void: the processor lets an uncaptured hold lapse.
 */
export async function releaseHolds(tx: Tx, orderId: number): Promise<void> {
  await ledger.cancelPendingCharges(tx, orderId);
}
