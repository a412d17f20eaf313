import type { OrderMoneyAnswer } from './ledger/ledger-schemas.ts';
import type { OrderCosts, OrderCostsSeen, PricingChoices } from './order-schemas.ts';

/**
 * Pay what you can (spec part 2 §9; docs/decisions/subsidies.md): what a family chose to pay is
 * not shown to school staff, only totals, as provincial programmes require. An order priced with
 * such a subsidy has private amounts: staff reads answer every amount that would tell the
 * family's choice as null, and money actions that work from an amount (a refund of an amount or
 * of lines, a deposit) are refused — a refund in full still works. Reports add the stored
 * amounts into totals over many orders.
 */
export function hasPrivateAmounts(
  costs: Pick<OrderCosts, 'subsidyDiscount'>,
  pricing: Pick<PricingChoices, 'payWhatYouCan'>,
): boolean {
  return pricing.payWhatYouCan !== null || costs.subsidyDiscount.type === 'pay_what_you_can';
}

/** The costs with every amount that depends on the family's choice withheld. */
export function withholdCosts(costs: OrderCosts): OrderCostsSeen {
  return {
    ...costs,
    subsidyDiscount: { type: costs.subsidyDiscount.type, amount: null },
    subtotalDiscounted: null,
    taxBrackets: [],
    taxes: null,
    hstRebate: null,
    credits: null,
    total: null,
    totalWithTip: null,
    private: true,
  };
}

/** The order's money (`GET /orders/{id}/money`) with every amount withheld. */
export function withholdMoney(answer: OrderMoneyAnswer): OrderMoneyAnswer {
  const money = Object.fromEntries(
    Object.keys(answer.money).map((key) => [key, null]),
  ) as unknown as OrderMoneyAnswer['money'];
  return {
    money,
    transactions: answer.transactions.map((row) => ({ ...row, amount: null })),
    private: true,
  };
}
