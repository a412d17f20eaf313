import { describe, expect, it } from 'vitest';
import { eventSuiteItemTotals, eventSuiteTotals } from './event-suite-orders.ts';
import type { OrderStatus } from '../orders/order-constants.ts';

type Line = { id: number; name: string; quantity: number; orderPrice: number };

function order(status: OrderStatus, lines: Line[], subtotal: number, total: number) {
  const items = lines.map((line) => ({
    menu_id: 1,
    section_id: null,
    price_option: null,
    open_item: false,
    open_price: null,
    orderOptions: [],
    cartIndex: 0,
    sectionSlug: null,
    isReplenishExtend: false,
    special_instructions: '',
    ...line,
  }));
  return { status, total, data: { items, costs: { subtotal } } };
}

const wings = { id: 7, name: 'Chicken wings', quantity: 2, orderPrice: 39.9 };
const platter = { id: 3, name: 'Cheese platter', quantity: 1, orderPrice: 64.5 };

describe('event suite orders', () => {
  it('sums each item of the orders not cancelled, sorted by name', () => {
    const orders = [
      order('pending', [wings, platter], 104.4, 117.97),
      order('in_progress', [{ ...wings, quantity: 1, orderPrice: 19.95 }], 19.95, 22.54),
      order('cancelled', [{ ...platter, quantity: 5, orderPrice: 322.5 }], 322.5, 364.43),
    ];
    expect(eventSuiteItemTotals(orders)).toEqual([
      { item_id: 3, name: 'Cheese platter', quantity: 1, amount: 64.5 },
      { item_id: 7, name: 'Chicken wings', quantity: 3, amount: 59.85 },
    ]);
    expect(eventSuiteTotals(orders)).toEqual({ subtotal: 124.35, total: 140.51 });
  });

  it('adds cents exactly: ten lines of $0.10 make $1.00', () => {
    const lines = Array.from({ length: 10 }, () => ({ ...wings, quantity: 1, orderPrice: 0.1 }));
    const orders = [order('completed', lines, 1, 1.13)];
    expect(eventSuiteItemTotals(orders)[0]).toMatchObject({ quantity: 10, amount: 1 });
  });

  it('answers nothing and zero for a suite without orders', () => {
    expect(eventSuiteItemTotals([])).toEqual([]);
    expect(eventSuiteTotals([])).toEqual({ subtotal: 0, total: 0 });
  });
});
