import { describe, expect, it } from 'vitest';
import { hasPrivateAmounts, withholdMoney } from './private-amounts.ts';

describe('private amounts (pay what you can)', () => {
  it('are those of an order priced with a pay-what-you-can subsidy, chosen amount or not', () => {
    const subsidy = (type: string | null) => ({ subsidyDiscount: { type, amount: 1 } });
    expect(hasPrivateAmounts(subsidy('pay_what_you_can'), { payWhatYouCan: null })).toBe(true);
    expect(hasPrivateAmounts(subsidy(null), { payWhatYouCan: 0 })).toBe(true);
    expect(hasPrivateAmounts(subsidy('discount'), { payWhatYouCan: null })).toBe(false);
    expect(hasPrivateAmounts(subsidy(null), { payWhatYouCan: null })).toBe(false);
  });

  it('withhold every amount of the money and of each ledger row, and nothing else', () => {
    const row = {
      id: 1,
      kind: 'charge' as const,
      status: 'succeeded' as const,
      amount: 3.39,
      reason: null,
      created_by_name: 'Lee',
      created_at: '2026-11-25T12:00:00.000Z',
    };
    const amounts = { total: 3.39, paid: 3.39, held: 0, refunded: 0, refundable: 3.39 };
    const money = { ...amounts, outstanding: 0, pending_deposits: 0 };
    const answer = withholdMoney({
      money: { ...money, pending_refund_requests: 0, credits_returned: 0 },
      transactions: [row],
    });
    expect(JSON.stringify(answer)).not.toContain('3.39');
    expect(answer.private).toBe(true);
    expect(answer.transactions).toEqual([{ ...row, amount: null }]);
  });
});
