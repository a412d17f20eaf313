import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ZOrderCosts, withholdCosts, type OrderCosts } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { CostLines } from '#shared/orders/cost-lines.tsx';

/** A Quebec order with every line: $40 less SAVE10, member and subsidy, fees, GST + QST… */
const everything: OrderCosts = ZOrderCosts.parse({
  subtotal: 40,
  discount: { code: 'SAVE10', type: 'percentage', value: 10, amount: 4 },
  memberDiscount: { preTax: true, value: '5$', amount: 5 },
  subsidyDiscount: { type: 'discount', amount: 1 },
  subtotalDiscounted: 30,
  serviceCharge: { label: 'Catering fee', value: '10', amount: 3 },
  deliveryCharge: { value: '4.99$', amount: 4.99 },
  taxBrackets: [
    { code: 'GST', label: 'GST', rate: 5, taxable: 37.99, amount: 1.9 },
    { code: 'QST', label: 'QST', rate: 9.975, taxable: 37.99, amount: 3.79 },
  ],
  taxes: 5.69,
  hstRebate: 0,
  voucher: { code: 'GC-1', amount: 10 },
  credits: 2,
  tip: 4.5,
  total: 31.68,
  totalWithTip: 36.18,
});

function rows() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent);
}

describe('cost lines', () => {
  it('shows every line the server computed, what is taken off as negative', () => {
    render(
      <TestProviders>
        <CostLines costs={everything} />
      </TestProviders>,
    );
    expect(rows()).toEqual([
      'Subtotal$40.00',
      'Discount (SAVE10)-$4.00',
      'Member discount-$5.00',
      'Subsidized-$1.00',
      'Catering fee$3.00',
      'Delivery fee$4.99',
      'GST (5%)$1.90',
      'QST (9.975%)$3.79',
      'Gift card (GC-1)-$10.00',
      'Credits-$2.00',
      'Tip$4.50',
      'Total$36.18',
    ]);
  });

  it('leaves out lines that took nothing, and speaks French', async () => {
    await changeLocale('fr-CA');
    const plain = ZOrderCosts.parse({
      ...everything,
      discount: { code: null, type: null, value: null, amount: 0 },
      memberDiscount: { preTax: true, value: null, amount: 0 },
      subsidyDiscount: { type: null, amount: 0 },
      serviceCharge: { label: null, value: null, amount: 0 },
      deliveryCharge: { value: null, amount: 0 },
      subtotal: 3.5,
      taxBrackets: [{ code: 'HST', label: 'HST', rate: 13, taxable: 3.5, amount: 0.18 }],
      taxes: 0.18,
      hstRebate: 0.28,
      voucher: { code: null, amount: 0 },
      credits: 0,
      tip: 0,
      total: 3.68,
      totalWithTip: 3.68,
    });
    render(
      <TestProviders>
        <CostLines costs={plain} />
      </TestProviders>,
    );
    expect(rows()).toEqual([
      'Sous-total3,50\u00a0$',
      'TVH (13\u00a0%)0,18\u00a0$',
      'Total3,68\u00a0$',
      'Comprend le remboursement ontarien au point de vente de 0,28\u00a0$.',
    ]);
    expect(screen.getByRole('table', { name: 'Total de la commande' })).toBeTruthy();
  });

  it('says the amounts are private where a pay-what-you-can family’s choice would show', async () => {
    await changeLocale('en-CA');
    const school = ZOrderCosts.parse({
      ...everything,
      discount: { code: null, type: null, value: null, amount: 0 },
      memberDiscount: { preTax: true, value: null, amount: 0 },
      subsidyDiscount: { type: 'pay_what_you_can', amount: 9.5 },
      serviceCharge: { label: null, value: null, amount: 0 },
      deliveryCharge: { value: null, amount: 0 },
      voucher: { code: null, amount: 0 },
      subtotal: 12.5,
      tip: 0,
    });
    render(
      <TestProviders>
        <CostLines costs={withholdCosts(school)} />
      </TestProviders>,
    );
    expect(rows()).toEqual([
      'Subtotal$12.50',
      'SubsidizedPrivate (pay what you can)',
      'TaxesPrivate (pay what you can)',
      'TotalPrivate (pay what you can)',
    ]);
  });
});
