import { fromCents, toCents } from '../../money/cents.ts';
import type { DocumentOrderInput } from './document-inputs.ts';
import type { Beo, BeoPricingKind, BeoPricingLine } from './document-schemas.ts';

/**
 * The BEO's pricing and payments: the suite's orders' stored costs added up in cents (the cost
 * engine priced each order; nothing is priced again here), and their money ledgers. With one
 * order whose amounts are private (pay what you can, `private-amounts.ts`), every amount that
 * could tell what the family chose — the subsidy, taxes, credits, totals, payments — is null.
 */

type Costs = DocumentOrderInput['costs'];

interface Sum {
  label: string | null;
  code: string | null;
  rate: number | null;
  cents: number;
}

function line(kind: BeoPricingKind, sum: Sum | undefined, hidden = false): BeoPricingLine {
  return {
    kind,
    label: sum?.label ?? null,
    code: sum?.code ?? null,
    rate: sum?.rate ?? null,
    amount: hidden ? null : fromCents(sum?.cents ?? 0),
  };
}

/** Adds `cents` to the sum named `key` (its label, code and rate: the first met). */
function add(sums: Map<string, Sum>, key: string, cents: number, about: Partial<Sum> = {}) {
  const sum = sums.get(key) ?? {
    label: about.label ?? null,
    code: about.code ?? null,
    rate: about.rate ?? null,
    cents: 0,
  };
  sum.label ??= about.label ?? null;
  sum.cents += cents;
  sums.set(key, sum);
}

function addCosts(sums: Map<string, Sum>, costs: Costs) {
  add(sums, 'subtotal', toCents(costs.subtotal));
  add(sums, 'discount', -toCents(costs.discount.amount), { label: costs.discount.code });
  add(sums, 'member_discount', -toCents(costs.memberDiscount.amount), {
    label: costs.memberDiscount.label ?? null,
  });
  add(sums, 'subsidy', -toCents(costs.subsidyDiscount.amount));
  add(sums, 'service_charge', toCents(costs.serviceCharge.amount), {
    label: costs.serviceCharge.label,
  });
  add(sums, 'delivery_charge', toCents(costs.deliveryCharge.amount));
  for (const bracket of costs.taxBrackets) {
    add(sums, `tax:${bracket.code}:${bracket.rate}`, toCents(bracket.amount), bracket);
  }
  add(sums, 'voucher', -toCents(costs.voucher.amount), { label: costs.voucher.code });
  add(sums, 'credits', -toCents(costs.credits));
  add(sums, 'tip', toCents(costs.tip));
  add(sums, 'total', toCents(costs.totalWithTip));
}

/** Lines that took nothing are left out; the subtotal and the total always show. */
export function beoPricing(orders: readonly DocumentOrderInput[]): Beo['pricing'] {
  const hidden = orders.some((order) => order.private);
  const sums = new Map<string, Sum>();
  for (const order of orders) addCosts(sums, order.costs);
  const kept = (kind: BeoPricingKind) => (sums.get(kind)?.cents ?? 0) !== 0;
  const plain = (kind: BeoPricingKind, secret = false) =>
    kept(kind) ? [line(kind, sums.get(kind), hidden && secret)] : [];
  const taxes = [...sums].filter(([key]) => key.startsWith('tax:'));
  const lines: BeoPricingLine[] = [
    line('subtotal', sums.get('subtotal')),
    ...plain('discount'),
    ...plain('member_discount'),
    ...(hidden ? [line('subsidy', undefined, true)] : plain('subsidy')),
    ...plain('service_charge'),
    ...plain('delivery_charge'),
    // The brackets tell the taxed amount, and so the family's choice: one line, withheld.
    ...(hidden
      ? [line('tax', undefined, true)]
      : taxes.filter(([, sum]) => sum.cents !== 0).map(([, sum]) => line('tax', sum))),
    ...plain('voucher'),
    // Credits paid part of what the family chose: left out rather than withheld.
    ...(hidden ? [] : plain('credits')),
    ...plain('tip'),
    line('total', sums.get('total'), hidden),
  ];
  return { private: hidden, lines };
}

/** Paid, deposits asked, refunded and the balance, over the orders' ledgers. */
export function beoPayments(orders: readonly DocumentOrderInput[]): Beo['payments'] {
  if (orders.some((order) => order.private)) {
    return { paid: null, deposit_requested: null, refunded: null, balance: null };
  }
  const total = (pick: (money: NonNullable<DocumentOrderInput['money']>) => number) =>
    fromCents(orders.reduce((sum, order) => sum + (order.money ? pick(order.money) : 0), 0));
  return {
    paid: total((money) => money.paidCents),
    deposit_requested: total((money) => money.pendingDepositsCents),
    refunded: total((money) => money.refundedCents),
    balance: total((money) => money.outstandingCents),
  };
}
