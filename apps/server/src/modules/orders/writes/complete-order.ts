import {
  completionPlan,
  fromCents,
  orderMoneyCents,
  toCents,
  type CompleteWith,
  type OrderCompletion,
  type OrderType,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { isProcessorAnswer, paymentGateway } from '../../payments/payment-gateway.ts';
import { issueInvoice } from '../invoices/issue-invoice.ts';
import { storedData, type OrderRow } from '../orders.repository.ts';
import { releaseHolds } from './order-card.ts';
import { orderTransactionsRepository as ledger } from './order-transactions.repository.ts';

export interface CompleteOptions {
  completeWith?: CompleteWith | undefined;
  confirmPayment?: boolean | undefined;
  /** A pre-order's refused card ends in an invoice rather than 2305 (event-day finalize). */
  invoiceOnCardFailure?: boolean | undefined;
}

const settledNothing: OrderCompletion = {
  method: 'none',
  amount: 0,
  invoice: null,
  card_failure: null,
};

/**
 * Settles an order's balance as it is completed (spec part 2 §4; the rule is the domain's
 * `completionPlan`), in the completion's transaction, every movement a ledger row:
 * - card: each hold captured (its `charge` row becomes `succeeded` with what was taken), the
 *   card on file charged for what the holds do not cover (a new `charge` row); a refusal is kept
 *   as a `failed` charge with the processor's code and an invoice is issued for what is left —
 *   except on a pre-order's "charge card", refused as a whole with 2305 (use the invoice option);
 * - invoice: an invoice issued and emailed (issue-invoice.ts);
 * - cost centre / purchase order confirmed by staff: a `payment` row for the balance.
 * Holds left over are released. The balance is always `orderMoneyCents`'s outstanding amount.
 */
export async function settleBalance(
  tx: Tx,
  ctx: OrderContext,
  row: OrderRow,
  options: CompleteOptions,
): Promise<OrderCompletion> {
  const data = storedData(row);
  const outstandingCents = await outstandingOf(tx, row);
  const plan = completionPlan({
    type: row.type as OrderType,
    paymentPreference: data.checkout.paymentPreference,
    outstandingCents,
    completeWith: options.completeWith,
    confirmPayment: options.confirmPayment,
    invoiceOnCardFailure: options.invoiceOnCardFailure,
  });
  const amount = fromCents(outstandingCents);
  switch (plan.kind) {
    case 'nothing_due':
      await releaseHolds(tx, row.id);
      return settledNothing;
    case 'refuse':
      throw new AppError(plan.reason);
    case 'confirm_payment':
      await releaseHolds(tx, row.id);
      await ledger.insert(tx, {
        restaurant_id: ctx.restaurantId,
        order_id: row.id,
        kind: 'payment',
        status: 'succeeded',
        amount,
        reason: data.checkout.costCenter ?? data.checkout.purchaseOrder ?? null,
        details: { method: data.checkout.paymentPreference },
        created_by: ctx.user.id,
      });
      return { ...settledNothing, method: 'payment_confirmed', amount };
    case 'invoice': {
      await releaseHolds(tx, row.id);
      const invoice = await issueInvoice(tx, ctx, {
        row,
        amountCents: outstandingCents,
        reason: null,
      });
      return { ...settledNothing, method: 'invoice', amount, invoice };
    }
    case 'card': {
      const card = await chargeCard(tx, ctx, row, outstandingCents);
      await releaseHolds(tx, row.id);
      if (card.failure === null) return { ...settledNothing, method: card.method, amount };
      if (plan.fallback === 'refuse') throw new AppError('preauthorization_failed');
      const invoice = await issueInvoice(tx, ctx, {
        row,
        amountCents: await outstandingOf(tx, row),
        reason: card.failure,
      });
      return { ...settledNothing, method: 'invoice', amount, invoice, card_failure: card.failure };
    }
  }
}

async function outstandingOf(tx: Tx, row: OrderRow): Promise<number> {
  const totalCents = toCents(storedData(row).costs.totalWithTip);
  return orderMoneyCents(totalCents, await ledger.moneyRows(tx, row.id)).outstandingCents;
}

/** The processor's refusal (its error code), or null for an error that is not one. */
function cardFailureOf(error: unknown): string | null {
  return isProcessorAnswer(error) ? error.code : null;
}

/**
 * Captures the holds, then charges the card on file for what they did not cover. A refusal is
 * kept as a failed `charge` row with its code (answered when the card on file is refused too);
 * other errors end the transaction.
 */
async function chargeCard(
  tx: Tx,
  ctx: OrderContext,
  row: OrderRow,
  outstandingCents: number,
): Promise<{ method: 'card_captured' | 'card_charged'; failure: string | null }> {
  const gateway = paymentGateway();
  let leftCents = outstandingCents;
  let captured = false;
  for (const hold of await ledger.pendingCharges(tx, row.id)) {
    if (leftCents <= 0) break;
    const takeCents = Math.min(leftCents, toCents(hold.amount));
    const reference = String(hold.details.reference);
    try {
      await gateway.capture(tx, reference, takeCents);
    } catch (error) {
      const failure = cardFailureOf(error);
      if (failure === null) throw error;
      // A lapsed or refused hold: the card on file is charged below instead.
      await ledger.markHold(tx, hold.id, { status: 'failed', reason: failure });
      continue;
    }
    await ledger.markHold(tx, hold.id, {
      status: 'succeeded',
      amount: fromCents(takeCents),
      details: { ...hold.details, stage: 'captured', held_amount: hold.amount },
    });
    leftCents -= takeCents;
    captured = true;
  }
  const method = captured ? 'card_captured' : 'card_charged';
  if (leftCents <= 0) return { method, failure: null };
  const failure = await chargeCardOnFile(tx, ctx, row, leftCents);
  return { method, failure };
}

/** Charges the order's card on file off-session; answers the refusal's code, or null. */
async function chargeCardOnFile(
  tx: Tx,
  ctx: OrderContext,
  row: OrderRow,
  amountCents: number,
): Promise<string | null> {
  const card = storedData(row).checkout.creditCard;
  if (!card) return 'card_token_invalid';
  const idempotencyKey = `order-${row.id}-charge-${(await ledger.countCharges(tx, row.id)) + 1}`;
  const entry = {
    restaurant_id: ctx.restaurantId,
    order_id: row.id,
    kind: 'charge',
    amount: fromCents(amountCents),
    created_by: ctx.user.id,
  };
  try {
    const payment = await paymentGateway().charge(tx, {
      token: card.token,
      amountCents,
      idempotencyKey,
      orderId: row.id,
    });
    await ledger.insert(tx, {
      ...entry,
      status: 'succeeded',
      details: {
        stage: 'charged',
        reference: payment.reference,
        token: card.token,
        idempotency_key: idempotencyKey,
      },
    });
    return null;
  } catch (error) {
    const failure = cardFailureOf(error);
    if (failure === null) throw error;
    await ledger.insert(tx, {
      ...entry,
      status: 'failed',
      reason: failure,
      details: { stage: 'charge_failed', token: card.token, idempotency_key: idempotencyKey },
    });
    return failure;
  }
}
