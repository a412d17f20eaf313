import { describe, expect, it } from 'vitest';
import { buildBeo } from './beo.ts';
import { beoChanges } from './beo-changes.ts';
import { productionSheetChanges } from './production-sheet-changes.ts';
import {
  CATALOGUE,
  CONTEXT,
  EVENT,
  SUITE_101,
  SUITE_102,
  eventOrders,
  line,
  noOnions,
  order,
} from './document-fixtures.test-support.ts';
import type { DocumentOrderInput, DocumentSuiteInput } from './document-inputs.ts';
import { buildProductionSheet } from './production-sheet.ts';

const beo = (orders: DocumentOrderInput[], suite = SUITE_101, locale = CONTEXT.locale) =>
  buildBeo(
    {
      event: EVENT,
      suite,
      orders: orders.filter((entry) => entry.event_suite_id === suite.id),
      catalogue: CATALOGUE,
    },
    { ...CONTEXT, locale },
  );

const sheet = (
  orders: DocumentOrderInput[],
  suites: DocumentSuiteInput[] = [SUITE_101, SUITE_102],
  locale = CONTEXT.locale,
) =>
  buildProductionSheet(
    { event: EVENT, suites, orders, catalogue: CATALOGUE },
    { ...CONTEXT, locale },
  );

const none = { field: null, name: null, suite: null, from: null, to: null };

describe('what changed since a document was printed', () => {
  it('finds nothing when nothing changed, whatever language each version is in', () => {
    const orders = eventOrders();
    expect(beoChanges(beo(orders, SUITE_101, 'fr-CA'), beo(orders))).toEqual([]);
    expect(productionSheetChanges(sheet(orders, undefined, 'fr-CA'), sheet(orders))).toEqual([]);
  });

  it('names the items added, removed and whose quantity changed on a BEO', () => {
    const printed = beo(eventOrders());
    const orders = eventOrders();
    // Order 2: the burger goes, the wings go from 3 to 5; a water is added to order 1.
    orders[1] = order(2, 11, [line(2, 5, 12, { special_instructions: 'Extra spicy' })]);
    orders[0] = order(1, 11, [...orders[0]!.items, line(6, 2, 4)]);
    const changes = beoChanges(printed, beo(orders));
    expect(changes.filter((entry) => entry.subject === 'item')).toEqual([
      {
        ...none,
        subject: 'item',
        change: 'changed',
        field: 'quantity',
        name: 'Wings – Extra spicy',
        from: 3,
        to: 5,
      },
      {
        ...none,
        subject: 'item',
        change: 'changed',
        field: 'quantity',
        name: 'Burger [Extra cheese ×1]',
        from: 3,
        to: 2,
      },
      { ...none, subject: 'item', change: 'added', name: 'Water', to: 2 },
    ]);
    expect(
      changes.find((entry) => entry.subject === 'pricing' && entry.field === 'total'),
    ).toMatchObject({
      change: 'changed',
      from: 511.89,
    });
  });

  it('names the guests, notes, equipment, owner and event changes on a BEO', () => {
    const printed = beo(eventOrders());
    const changed: DocumentSuiteInput = {
      ...SUITE_101,
      guaranteed_guest_count: 14,
      dietary_restrictions: 'One guest has a nut allergy.',
      equipment: [{ id: 91, name: 'Bar cart', quantity: 1 }],
      owner: { ...SUITE_101.owner!, phone_number: '416-555-0111' },
    };
    const now = buildBeo(
      {
        event: { ...EVENT, start_date: '2026-12-05T00:30:00.000Z' },
        suite: changed,
        orders: eventOrders().filter((entry) => entry.event_suite_id === 11),
        catalogue: CATALOGUE,
      },
      CONTEXT,
    );
    const changes = beoChanges(printed, now);
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          ...none,
          subject: 'event',
          change: 'changed',
          field: 'start',
          from: '2026-12-05T00:00:00.000Z',
          to: '2026-12-05T00:30:00.000Z',
        },
        {
          ...none,
          subject: 'guests',
          change: 'changed',
          field: 'guaranteed_guest_count',
          from: 12,
          to: 14,
        },
        {
          ...none,
          subject: 'note',
          change: 'changed',
          field: 'dietary_restrictions',
          from: null,
          to: 'One guest has a nut allergy.',
        },
        { ...none, subject: 'equipment', change: 'added', name: 'Bar cart', to: 1 },
        { ...none, subject: 'equipment', change: 'removed', name: 'Chafing dish', from: 2 },
        {
          ...none,
          subject: 'owner',
          change: 'changed',
          field: 'phone',
          from: '416-555-0100',
          to: '416-555-0111',
        },
      ]),
    );
    // The lock keeps the event's time of day: it moved with the start (the orders did not).
    expect(changes.map((entry) => entry.subject)).toEqual([
      'event',
      'guests',
      'timeline',
      'note',
      'equipment',
      'equipment',
      'owner',
    ]);
  });

  it('names each suite’s share of an item that changed on the production sheet', () => {
    const printed = sheet(eventOrders());
    const orders = eventOrders();
    // Suite 102: 4 burgers without onions become 5, the steaks go; a new order of nachos.
    orders[3] = {
      ...orders[3]!,
      items: [line(3, 5, 15, { orderOptions: [noOnions] }), line(4, 8, 30), line(6, 6, 4)],
    };
    orders.push(order(6, 12, [line(1, 2, 12)]));
    const changes = productionSheetChanges(printed, sheet(orders));
    expect(changes).toEqual([
      { ...none, subject: 'item', change: 'added', name: 'Nachos', suite: 'Suite 102', to: 2 },
      {
        ...none,
        subject: 'item',
        change: 'changed',
        field: 'quantity',
        name: 'Burger',
        suite: 'Suite 102',
        from: 4,
        to: 5,
      },
      { ...none, subject: 'item', change: 'removed', name: 'Steak', suite: 'Suite 102', from: 2 },
      {
        ...none,
        subject: 'item',
        change: 'changed',
        field: 'modifiers',
        name: 'Burger',
        from: 'Extra cheese ×3, No onions ×4',
        to: 'Extra cheese ×3, No onions ×5',
      },
    ]);
  });

  it('names a suite’s guaranteed guests and dietary notes that changed on the production sheet', () => {
    const printed = sheet(eventOrders());
    const suites = [
      SUITE_101,
      {
        ...SUITE_102,
        guaranteed_guest_count: 10,
        dietary_restrictions: null,
        pre_order_additional_notes: 'One guest has a peanut allergy.',
      },
    ];
    expect(productionSheetChanges(printed, sheet(eventOrders(), suites))).toEqual([
      {
        ...none,
        subject: 'guests',
        change: 'changed',
        field: 'guaranteed_guest_count',
        suite: 'Suite 102',
        from: 8,
        to: 10,
      },
      {
        ...none,
        subject: 'note',
        change: 'changed',
        field: 'dietary_restrictions',
        suite: 'Suite 102',
        from: 'Two guests are vegetarian.',
        to: null,
      },
      {
        ...none,
        subject: 'note',
        change: 'changed',
        field: 'pre_order_additional_notes',
        suite: 'Suite 102',
        from: null,
        to: 'One guest has a peanut allergy.',
      },
    ]);
  });
});
