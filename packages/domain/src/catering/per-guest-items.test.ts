import { describe, expect, it } from 'vitest';
import {
  guestCountLines,
  isPerGuestItem,
  linesForGuestCount,
  perGuestPriceType,
} from './per-guest-items.ts';

describe('items sold per guest', () => {
  it('are the items whose price type is per_guest', () => {
    expect(isPerGuestItem({ price_type: 'per_guest' })).toBe(true);
    expect(isPerGuestItem({ price_type: 'per_dozen' })).toBe(false);
    expect(isPerGuestItem({ price_type: null })).toBe(false);
  });

  it('are switched on and off without losing another price type', () => {
    expect(perGuestPriceType(null, true)).toBe('per_guest');
    expect(perGuestPriceType('per_guest', false)).toBeNull();
    expect(perGuestPriceType('per_dozen', false)).toBe('per_dozen');
    expect(perGuestPriceType('per_dozen', true)).toBe('per_guest');
  });

  it('set their lines to the guest count and leave the other lines', () => {
    const lines = [
      { id: 1, quantity: 10, name: 'Buffet' },
      { id: 2, quantity: 3, name: 'Nachos' },
      { id: 1, quantity: 2, name: 'Buffet' },
    ];
    const scaled = linesForGuestCount(lines, new Set([1]), 14);
    expect(scaled.changed).toBe(true);
    expect(scaled.lines.map((line) => line.quantity)).toEqual([14, 3, 14]);
    expect(scaled.lines[1]).toBe(lines[1]);
    expect(linesForGuestCount(scaled.lines, new Set([1]), 14).changed).toBe(false);
    expect(linesForGuestCount(lines, new Set(), 14).changed).toBe(false);
  });

  it('list the lines of open orders that follow the count', () => {
    const order = (id: number, status: 'pending' | 'in_progress' | 'completed') => ({
      id,
      order_number: 1000 + id,
      status,
      data: {
        items: [
          { id: 1, quantity: 12, name: 'Buffet' },
          { id: 2, quantity: 1, name: 'Nachos' },
        ],
      },
    });
    expect(
      guestCountLines(
        [order(1, 'pending'), order(2, 'completed'), order(3, 'in_progress')],
        new Set([1]),
      ),
    ).toEqual([
      { orderId: 1, orderNumber: 1001, name: 'Buffet', quantity: 12 },
      { orderId: 3, orderNumber: 1003, name: 'Buffet', quantity: 12 },
    ]);
  });
});
