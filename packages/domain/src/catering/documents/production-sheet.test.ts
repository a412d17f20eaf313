import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  CONTEXT,
  EVENT,
  SUITE_101,
  SUITE_102,
  eventOrders,
  suite,
} from './document-fixtures.test-support.ts';
import { buildProductionSheet } from './production-sheet.ts';

const SUITES = [SUITE_101, SUITE_102, suite(13, 'Suite 204')];

function sheetOf(orders = eventOrders(), context = CONTEXT) {
  return buildProductionSheet(
    { event: EVENT, suites: SUITES, orders, catalogue: CATALOGUE },
    context,
  );
}

describe('the production sheet of an event', () => {
  it('totals every item per station, in service order, with the suites it goes to', () => {
    const sheet = sheetOf();
    const summary = sheet.stations.map((station) => [
      station.name,
      station.items.map((item) => [
        item.name,
        item.recipe_number,
        item.quantity,
        item.suites.map((share) => [share.suite, share.quantity]),
      ]),
    ]);
    // Hand-computed from the fixture: the cancelled order's 5 steaks count nothing; the "Mains"
    // of both menus are one station, menu A's items first; the no-suite order comes last.
    expect(summary).toEqual([
      [
        'Starters',
        [
          ['Nachos', 'R-1', 1, [['Suite 101', 1]]],
          ['Wings', null, 3, [['Suite 101', 3]]],
        ],
      ],
      [
        'Mains',
        [
          [
            'Burger',
            'R-3',
            2 + 1 + 4,
            [
              ['Suite 101', 3],
              ['Suite 102', 4],
            ],
          ],
          [
            'Buffet',
            'R-9',
            12 + 8,
            [
              ['Suite 101', 12],
              ['Suite 102', 8],
            ],
          ],
          ['Steak', 'R-5', 2, [['Suite 102', 2]]],
        ],
      ],
      [
        'Bar',
        [
          [
            'Water',
            null,
            6 + 10,
            [
              ['Suite 102', 6],
              [null, 10],
            ],
          ],
        ],
      ],
    ]);
  });

  it('totals the modifiers over the lines, times their quantities', () => {
    const burger = sheetOf().stations[1]!.items[0]!;
    expect(burger.modifiers).toEqual([
      { group_id: 50, value_id: 501, name: 'Extra cheese', quantity: 2 * 1 + 1 * 1 },
      { group_id: 50, value_id: 502, name: 'No onions', quantity: 4 * 1 },
    ]);
  });

  it('shows the guaranteed guests beside an item sold per guest, and instructions by suite', () => {
    const [starters, mains] = sheetOf().stations;
    const buffet = mains!.items[1]!;
    expect(buffet.per_guest).toBe(true);
    expect(buffet.suites.map((share) => share.guaranteed_guest_count)).toEqual([12, 8]);
    expect(mains!.items[0]!.suites.map((share) => share.guaranteed_guest_count)).toEqual([
      null,
      null,
    ]);
    expect(starters!.items[1]!.suites[0]!.special_instructions).toEqual([
      { text: 'Extra spicy', quantity: 3 },
    ]);
  });

  it('rolls up the suites’ dietary restrictions, requirements and pre-order notes above the detail', () => {
    const sheet = sheetOf();
    expect(sheet.dietary).toEqual([
      {
        event_suite_id: 11,
        suite: 'Suite 101',
        dietary_restrictions: null,
        special_requirements: 'Accessible seating for one guest.',
        pre_order_additional_notes: 'Cake at 21:00.',
      },
      {
        event_suite_id: 12,
        suite: 'Suite 102',
        dietary_restrictions: 'Two guests are vegetarian.',
        special_requirements: null,
        pre_order_additional_notes: null,
      },
    ]);
    expect(sheet.guests).toEqual({ projected_attendance: 18500, guaranteed_total: 12 + 8 });
    expect(sheet.suites.map((entry) => [entry.name, entry.orders])).toEqual([
      ['Suite 101', 2],
      ['Suite 102', 1],
      ['Suite 204', 0],
    ]);
  });

  it('names the stations and items in the reader’s language, merging stations so named', () => {
    const sheet = sheetOf(eventOrders(), { ...CONTEXT, locale: 'fr-CA' });
    expect(sheet.stations.map((station) => station.name)).toEqual(['Entrées', 'Plats', 'Bar']);
    expect(sheet.stations[1]!.items.map((item) => item.name)).toEqual([
      'Burger',
      'Buffet',
      'Bifteck',
    ]);
  });

  it('is empty of items when every order is cancelled', () => {
    const cancelled = eventOrders().map((entry) => ({ ...entry, status: 'cancelled' }));
    expect(sheetOf(cancelled).stations).toEqual([]);
  });
});
