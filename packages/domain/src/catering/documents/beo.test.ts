import { describe, expect, it } from 'vitest';
import { buildBeo, type BeoInput } from './beo.ts';
import {
  CATALOGUE,
  CONTEXT,
  EVENT,
  SUITE_101,
  eventOrders,
  line,
  order,
} from './document-fixtures.test-support.ts';

function beoOf(orders = eventOrders(), extra: Partial<BeoInput> = {}, context = CONTEXT) {
  const mine = orders.filter((entry) => entry.event_suite_id === SUITE_101.id);
  return buildBeo(
    { event: EVENT, suite: SUITE_101, orders: mine, catalogue: CATALOGUE, ...extra },
    context,
  );
}

describe('the BEO of a suite', () => {
  it('lists every item of the orders not cancelled in service order, lines merged', () => {
    const beo = beoOf();
    expect(
      beo.sections.map((section) => [
        section.name,
        section.lines.map((entry) => [entry.name, entry.quantity, entry.amount]),
      ]),
    ).toEqual([
      [
        'Starters',
        [
          ['Nachos', 1, 12],
          ['Wings', 3, 36],
        ],
      ],
      [
        'Mains',
        [
          ['Burger', 3, 45],
          ['Buffet', 12, 360],
        ],
      ],
    ]);
    const [starters, mains] = beo.sections;
    expect(starters!.lines[1]!.special_instructions).toBe('Extra spicy');
    expect(mains!.lines[0]!.modifiers).toEqual([
      { group_id: 50, value_id: 501, name: 'Extra cheese', quantity: 1 },
    ]);
    expect(mains!.lines.map((entry) => entry.per_guest)).toEqual([false, true]);
    expect(beo.orders.map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('leaves out the orders cancelled or refunded in full, keeps those served then refunded', () => {
    const beo = beoOf([
      order(1, 11, [line(1, 1, 12)], { status: 'full_refund' }),
      order(2, 11, [line(2, 2, 12)], { status: 'refunded' }),
      order(3, 11, [line(3, 4, 15)], { status: 'cancelled' }),
    ]);
    expect(beo.orders.map((entry) => entry.id)).toEqual([2]);
    expect(beo.sections.flatMap((section) => section.lines.map((entry) => entry.name))).toEqual([
      'Wings',
    ]);
  });

  it('keeps lines apart when their modifiers, instructions or service times differ', () => {
    const later = '2026-12-05T01:30:00.000Z';
    const beo = beoOf([
      order(1, 11, [line(3, 1, 15), line(3, 2, 15, { special_instructions: 'Well done' })]),
      order(2, 11, [line(3, 1, 15)], { pickup_time: later }),
    ]);
    expect(
      beo.sections[0]!.lines.map((entry) => [
        entry.quantity,
        entry.special_instructions,
        entry.serve_at,
      ]),
    ).toEqual([
      [1, null, '2026-12-05T00:00:00.000Z'],
      [2, 'Well done', '2026-12-05T00:00:00.000Z'],
      [1, null, later],
    ]);
    expect(beo.timeline.map((entry) => [entry.kind, entry.at])).toEqual([
      ['pre_order_lock', '2026-12-02T00:00:00.000Z'],
      ['event_start', '2026-12-05T00:00:00.000Z'],
      ['service', '2026-12-05T00:00:00.000Z'],
      ['service', later],
      ['event_end', '2026-12-05T03:00:00.000Z'],
    ]);
  });

  it('names items, sections and modifiers in the reader’s language', () => {
    const beo = beoOf(eventOrders(), {}, { ...CONTEXT, locale: 'fr-CA' });
    expect(beo.locale).toBe('fr-CA');
    expect(beo.sections.map((section) => section.name)).toEqual(['Entrées', 'Plats']);
    expect(beo.sections[0]!.lines.map((entry) => entry.name)).toEqual(['Nachos', 'Ailes']);
    expect(beo.sections[1]!.lines[0]!.modifiers[0]!.name).toBe('Extra fromage');
  });

  it('heads the document with the event, suite, owner, contacts, guests, notes and equipment', () => {
    const beo = beoOf();
    expect(beo.event).toMatchObject({
      title: 'Lions vs. Hawks',
      date: '2026-12-04',
      time_zone: 'America/Toronto',
      event_type: 'Hockey Game',
      manager: { name: 'Jordan Okafor', phone: '416-555-0199' },
    });
    expect(beo.suite).toEqual({
      event_suite_id: 11,
      suite_id: 1011,
      name: 'Suite 101',
      status: 'pending',
    });
    expect(beo.owner).toMatchObject({
      name: 'Priya Sharma',
      company: 'Northwind',
      phone: '416-555-0100',
    });
    expect(beo.guests).toEqual({ projected_attendance: 18500, guaranteed_guest_count: 12 });
    expect(beo.notes).toEqual({
      dietary_restrictions: null,
      special_requirements: 'Accessible seating for one guest.',
      pre_order_additional_notes: 'Cake at 21:00.',
      order_notes: ['Deliver to the back door.'],
    });
    expect(beo.equipment).toEqual([{ id: 90, name: 'Chafing dish', quantity: 2 }]);
    expect(beo.signatures).toEqual(['suite_owner', 'event_manager', 'banquet_captain']);
  });

  it('adds up the stored costs and the ledgers of the orders not cancelled', () => {
    const beo = beoOf();
    // Subtotals 402 + 51; HST 52.26 + 6.63; totals 454.26 + 57.63.
    expect(beo.pricing).toEqual({
      private: false,
      lines: [
        { kind: 'subtotal', label: null, code: null, rate: null, amount: 453 },
        { kind: 'tax', label: 'HST', code: 'HST', rate: 13, amount: 58.89 },
        { kind: 'total', label: null, code: null, rate: null, amount: 511.89 },
      ],
    });
    expect(beo.payments).toEqual({
      paid: 100,
      deposit_requested: 20,
      refunded: 0,
      balance: 411.89,
    });
  });

  it('withholds what a pay-what-you-can order would tell, keeping the item prices', () => {
    const orders = eventOrders();
    orders[1] = { ...orders[1]!, private: true };
    const beo = beoOf(orders);
    expect(beo.pricing.private).toBe(true);
    expect(beo.pricing.lines.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['subtotal', 453],
      ['subsidy', null],
      ['tax', null],
      ['total', null],
    ]);
    expect(beo.payments).toEqual({
      paid: null,
      deposit_requested: null,
      refunded: null,
      balance: null,
    });
    expect(beo.sections[1]!.lines[0]!.amount).toBe(45);
  });

  it('shows an item since deleted under the name it was ordered by, after the others', () => {
    const beo = beoOf([order(1, 11, [line(99, 1, 5), line(1, 1, 12)])]);
    expect(beo.sections.map((section) => [section.name, section.lines[0]!.name])).toEqual([
      ['Starters', 'Nachos'],
      [null, 'Item 99'],
    ]);
  });
});
