import { errorMessage, fromCents, toCents, type ErrorCode, type RefundLine } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { isProcessorAnswer, paymentGateway } from '../../payments/payment-gateway.ts';
import { orderLedgerRepository as ledgerRows } from './order-ledger.repository.ts';
import type { OrderLedger } from './order-ledger.ts';

const PAID_KINDS = new Set(['charge', 'deposit_request', 'invoice', 'payment']);

/** Something the customer paid, and what of it is still not given back. */
interface PaidSource {
  id: number | null;
  /** The card processor's payment reference; null = paid outside the processor. */
  reference: string | null;
  leftCents: number;
}

/**
 * What each payment of the order still holds, oldest first: its amount less the refunds taken
 * from it (`details.source_id`). A refund recorded without a source is taken off a last,
 * unnamed source so the sum always equals what is refundable.
 */
function paidSources(ledger: OrderLedger): PaidSource[] {
  const refundedBySource = new Map<number | null, number>();
  for (const row of ledger.rows) {
    if (row.kind !== 'refund' || row.status !== 'succeeded') continue;
    const source = typeof row.details.source_id === 'number' ? row.details.source_id : null;
    refundedBySource.set(source, (refundedBySource.get(source) ?? 0) + toCents(row.amount));
  }
  const sources = ledger.rows
    .filter((row) => PAID_KINDS.has(row.kind) && row.status === 'succeeded')
    .map((row) => ({
      id: row.id,
      reference: typeof row.details.reference === 'string' ? row.details.reference : null,
      leftCents: toCents(row.amount) - (refundedBySource.get(row.id) ?? 0),
    }));
  let unnamed = refundedBySource.get(null) ?? 0;
  for (const source of sources) {
    const taken = Math.min(unnamed, Math.max(0, source.leftCents));
    source.leftCents -= taken;
    unnamed -= taken;
  }
  return sources.filter((source) => source.leftCents > 0);
}

export interface GiveBackInput {
  orderId: number;
  cents: number;
  reason: string;
  mode: 'full' | 'amount' | 'lines';
  lines: readonly RefundLine[] | null;
  idempotencyKey: string | undefined;
}

/**
 * Gives `cents` back to the customer as `refund` rows, oldest payment first: card money through
 * the processor (`paymentGateway().refund`, keyed by the request's `Idempotency-Key` — or the
 * ledger row when none — and the payment, so a retry never refunds twice), money paid outside
 * the processor (cost centre, cheque, an unlinked deposit) as a refund staff hand back
 * (`method: 'manual'`). The refunded lines are written on the first row.
 *
 * A processor refusal stops there: its row is kept `failed` with the reason and the rows given
 * back before it stay (a processor cannot take a refund back). Answers ids of the rows given
 * back, and the refusal if any.
 */
export async function giveBackMoney(
  tx: Tx,
  ctx: OrderContext,
  ledger: OrderLedger,
  input: GiveBackInput,
): Promise<{ refundIds: number[]; failure: { code: ErrorCode; reason: string } | null }> {
  const refundIds: number[] = [];
  let left = input.cents;
  for (const source of paidSources(ledger)) {
    if (left <= 0) break;
    const piece = Math.min(left, source.leftCents);
    const id = await ledgerRows.insert(
      tx,
      {
        restaurant_id: ctx.restaurantId,
        order_id: input.orderId,
        kind: 'refund',
        status: 'pending',
        amount: fromCents(piece),
        reason: input.reason,
        details: {
          source_id: source.id,
          mode: input.mode,
          method: source.reference ? 'card' : 'manual',
          ...(refundIds.length === 0 && input.lines ? { lines: input.lines } : {}),
        },
        created_by: ctx.user.id,
      },
      ctx.user.email,
    );
    const failure = source.reference
      ? await refundOnCard(tx, ctx, { id, reference: source.reference, piece, input })
      : null;
    if (failure) return { refundIds, failure };
    if (!source.reference) await ledgerRows.settle(tx, id, { status: 'succeeded' });
    refundIds.push(id);
    left -= piece;
  }
  return { refundIds, failure: null };
}

async function refundOnCard(
  tx: Tx,
  ctx: OrderContext,
  refund: { id: number; reference: string; piece: number; input: GiveBackInput },
): Promise<{ code: ErrorCode; reason: string } | null> {
  const key = refund.input.idempotencyKey
    ? `refund-${refund.input.idempotencyKey}-${refund.reference}`
    : `order-${refund.input.orderId}-refund-${refund.id}`;
  try {
    const done = await paymentGateway().refund(tx, refund.reference, refund.piece, key);
    await ledgerRows.settle(tx, refund.id, {
      status: 'succeeded',
      details: { gateway_reference: done.reference, idempotency_key: key },
    });
    return null;
  } catch (error) {
    // An unreachable processor may have refunded: roll back, the same key retries safely.
    if (!isProcessorAnswer(error)) throw error;
    const reason = errorMessage(error.code, ctx.locale, error.params);
    await ledgerRows.settle(tx, refund.id, {
      status: 'failed',
      reason,
      details: {
        failure_code: error.code,
        idempotency_key: key,
        refund_reason: refund.input.reason,
      },
    });
    return { code: error.code, reason };
  }
}
