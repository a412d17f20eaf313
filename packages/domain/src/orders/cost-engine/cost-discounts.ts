import { chargeOf } from './charge-value.ts';
import type { ChargeValue, CostInput, CostLine } from './costs.ts';

/** Steps 2–5 of costs.ts: the three discounts and what is left taxable of each line. */
export interface AppliedDiscounts {
  discount: number;
  memberDiscount: number;
  subsidyDiscount: number;
  /** Per line (same order as the lines given): its amount less its share of the discounts. */
  taxable: number[];
}

/** A discount value on what is left, never more than what is left. */
function discountOn(value: ChargeValue | null | undefined, leftCents: number): number {
  return value ? Math.min(chargeOf(value, leftCents), leftCents) : 0;
}

/**
 * Shares of `totalCents` over `amounts` in proportion to them, adding up to `totalCents` exactly
 * (largest remainder: each share is rounded down, and the cents left go one each to the largest
 * remainders, ties to the earlier line). No share exceeds its amount when `totalCents` does not
 * exceed their sum. BigInt, so amounts up to the money maximum stay exact.
 */
export function spreadProportionally(amounts: readonly number[], totalCents: number): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (totalCents === 0 || sum === 0) return amounts.map(() => 0);
  const divisor = BigInt(sum);
  const parts = amounts.map((amount) => BigInt(totalCents) * BigInt(amount));
  const shares = parts.map((part) => Number(part / divisor));
  const remainders = parts.map((part) => part % divisor);
  let left = totalCents - shares.reduce((a, b) => a + b, 0);
  const byRemainder = amounts
    .map((_, index) => index)
    .sort((a, b) => {
      const ra = remainders[a] ?? 0n;
      const rb = remainders[b] ?? 0n;
      return ra === rb ? a - b : ra > rb ? -1 : 1;
    });
  for (const index of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** What a `fixed_item_price` subsidy takes off a line: all above the fixed price per unit. */
function aboveFixedPrice(line: CostLine, leftCents: number, unitCents: number): number {
  if (!line.subsidized) return 0;
  const cap = BigInt(unitCents) * BigInt(line.quantity ?? 1);
  return BigInt(leftCents) > cap ? leftCents - Number(cap) : 0;
}

/**
 * The code discount on the subtotal, the member discount on what is left, then the subsidy on
 * what is left after both; each at most what is left. `lines` must already be in the engine's
 * canonical order so that the cents of the spread do not depend on how the cart was sorted.
 */
export function applyDiscounts(
  input: CostInput,
  lines: readonly CostLine[],
  subtotal: number,
): AppliedDiscounts {
  const amounts = lines.map((line) => line.amountCents);
  const discount = discountOn(input.discount?.value, subtotal);
  const memberDiscount = discountOn(input.memberDiscount, subtotal - discount);
  const left = subtotal - discount - memberDiscount;
  const subsidy = input.subsidy;

  if (subsidy?.type === 'fixed_item_price') {
    const shares = spreadProportionally(amounts, discount + memberDiscount);
    const taxable = amounts.map((amount, index) => amount - (shares[index] ?? 0));
    let subsidyDiscount = 0;
    lines.forEach((line, index) => {
      const above = aboveFixedPrice(line, taxable[index] ?? 0, subsidy.unitCents);
      taxable[index] = (taxable[index] ?? 0) - above;
      subsidyDiscount += above;
    });
    return { discount, memberDiscount, subsidyDiscount, taxable };
  }

  let subsidyDiscount = 0;
  if (subsidy?.type === 'discount') subsidyDiscount = discountOn(subsidy.value, left);
  if (subsidy?.type === 'pay_what_you_can')
    subsidyDiscount = left - Math.min(subsidy.payCents, left);
  const shares = spreadProportionally(amounts, discount + memberDiscount + subsidyDiscount);
  const taxable = amounts.map((amount, index) => amount - (shares[index] ?? 0));
  return { discount, memberDiscount, subsidyDiscount, taxable };
}
