import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ZCartItem, ZOrderDraft, type Order } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { makeOrder } from '#test/orders.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { OrderPrintout } from '../order-printout.tsx';
import type { PrintKind } from '../print-order.ts';

function schoolOrder(): Order {
  const draft = ZOrderDraft.parse({
    type: 'school',
    data: { config: { menuId: 1 }, items: [], checkout: {} },
  });
  draft.data.items = [
    ZCartItem.parse({
      id: 3,
      menu_id: 1,
      name: 'Pasta',
      quantity: 2,
      orderPrice: 13,
      cartIndex: 0,
      orderOptions: [{ group_id: 1, value_id: 4, quantity: 1, name: 'Extra cheese' }],
      special_instructions: 'No nuts',
    }),
  ];
  draft.data.checkout.school = {
    school: 'Maple PS',
    grade: '3',
    classroom: '3B',
    teacher: 'Ms. Roy',
    student_name: 'Léa Tremblay',
  };
  draft.data.checkout.paymentPreference = 'invoice';
  return makeOrder(16, draft, {
    order_number: 1008,
    pickup_time: '2030-03-04T16:30:00.000Z',
    student_name: 'Léa Tremblay',
  });
}

function printout(kind: PrintKind, order = schoolOrder()) {
  render(
    <TestProviders>
      <OrderPrintout
        order={order}
        kind={kind}
        locationName="Maple Cafeteria"
        timeZone="America/Toronto"
      />
    </TestProviders>,
  );
  return screen.getByTestId(`order-printout-${kind}`);
}

describe('order printouts', () => {
  it('prints a kitchen chit with who, where, items and notes, and no prices', () => {
    const chit = printout('chit');
    const text = chit.textContent ?? '';
    expect(within(chit).getByText('Order #1008')).toBeTruthy();
    expect(text).toContain('Due 2030/03/04 11:30');
    expect(text).toContain('Léa Tremblay');
    expect(text).toContain('Maple PS · 3 · 3B · Ms. Roy');
    expect(text).toContain('2 × Pasta');
    expect(text).toContain('+ 1 × Extra cheese');
    expect(text).toContain('Note: No nuts');
    expect(text).not.toMatch(/\$/);
  });

  it('prints a receipt with each line’s price, the cost lines and the payment', () => {
    const receipt = printout('receipt');
    const text = receipt.textContent ?? '';
    expect(text).toContain('$13.00');
    expect(text).toMatch(/Subtotal/);
    expect(text).toMatch(/Total/);
    expect(text).toContain('Payment: Invoice');
  });

  it('prints in French, with French dates and money', async () => {
    await changeLocale('fr-CA');
    const receipt = printout('receipt');
    const text = receipt.textContent ?? '';
    expect(within(receipt).getByText('Commande n° 1008')).toBeTruthy();
    expect(text).toContain('Pour le 04/03/2030 11:30');
    expect(text).toMatch(/13,00\s\$/);
    expect(text).toContain('Paiement : Facture');
  });
});
