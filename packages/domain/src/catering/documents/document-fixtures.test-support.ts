import {
  ZCartItem,
  type CartItem,
  type CartItemInput,
  type OrderCosts,
} from '../../orders/order-schemas.ts';
import type {
  DocumentCatalogue,
  DocumentContext,
  DocumentEventInput,
  DocumentOrderInput,
  DocumentSuiteInput,
} from './document-inputs.ts';

/**
 * A small stadium for the document tests: two menus whose sections share the name "Mains",
 * two suites and an event order of no suite. Item ids: 1 nachos, 2 wings (starters, menu A),
 * 3 burger, 4 buffet per guest (mains, menu A), 5 steak (mains, menu B), 6 water (bar, menu B).
 */

export const EVENT: DocumentEventInput = {
  id: 40,
  title: 'Lions vs. Hawks',
  // 19:00 in Toronto (EST).
  start_date: '2026-12-05T00:00:00.000Z',
  end_date: '2026-12-05T03:00:00.000Z',
  event_type_name: 'Hockey Game',
  pre_order_type: 'event_based',
  order_lock_period_days: 3,
  projected_attendance: 18500,
  manager_name: 'Jordan Okafor',
  manager_phone: '416-555-0199',
  manager_email: 'events@stadium.example',
};

export const CONTEXT: DocumentContext = {
  locale: 'en-CA',
  timeZone: 'America/Toronto',
  now: new Date('2026-12-01T15:00:00.000Z'),
};

const fr = (name: string) => ({ fr: { name } });

export const CATALOGUE: DocumentCatalogue = {
  items: new Map([
    [
      1,
      {
        name: 'Nachos',
        localization: fr('Nachos'),
        menu_id: 100,
        section_id: 10,
        order: 0,
        recipe_number: 'R-1',
        price_type: null,
      },
    ],
    [
      2,
      {
        name: 'Wings',
        localization: fr('Ailes'),
        menu_id: 100,
        section_id: 10,
        order: 1,
        recipe_number: null,
        price_type: null,
      },
    ],
    [
      3,
      {
        name: 'Burger',
        localization: null,
        menu_id: 100,
        section_id: 11,
        order: 0,
        recipe_number: 'R-3',
        price_type: null,
      },
    ],
    [
      4,
      {
        name: 'Buffet',
        localization: null,
        menu_id: 100,
        section_id: 11,
        order: 1,
        recipe_number: 'R-9',
        price_type: 'per_guest',
      },
    ],
    [
      5,
      {
        name: 'Steak',
        localization: fr('Bifteck'),
        menu_id: 200,
        section_id: 20,
        order: 0,
        recipe_number: 'R-5',
        price_type: null,
      },
    ],
    [
      6,
      {
        name: 'Water',
        localization: fr('Eau'),
        menu_id: 200,
        section_id: 21,
        order: 0,
        recipe_number: null,
        price_type: null,
      },
    ],
  ]),
  sections: new Map([
    [10, { name: 'Starters', localization: fr('Entrées'), order: 0 }],
    [11, { name: 'Mains', localization: fr('Plats'), order: 1 }],
    [20, { name: 'Mains', localization: fr('Plats'), order: 0 }],
    [21, { name: 'Bar', localization: null, order: 1 }],
  ]),
  menuOrder: new Map([
    [100, 0],
    [200, 1],
  ]),
  optionValues: new Map([
    [501, { name: 'Extra cheese', localization: fr('Extra fromage') }],
    [502, { name: 'No onions', localization: fr('Sans oignons') }],
  ]),
};

export function suite(
  id: number,
  name: string,
  extra: Partial<DocumentSuiteInput> = {},
): DocumentSuiteInput {
  return {
    id,
    suite: { id: id + 1000, name },
    status: 'pending',
    owner: null,
    guaranteed_guest_count: null,
    dietary_restrictions: null,
    special_requirements: null,
    pre_order_additional_notes: null,
    equipment: [],
    ...extra,
  };
}

export const SUITE_101 = suite(11, 'Suite 101', {
  owner: {
    id: 70,
    name: 'Priya Sharma',
    company_name: 'Northwind',
    title: 'Director',
    phone_number: '416-555-0100',
    email: 'priya@example.test',
  },
  guaranteed_guest_count: 12,
  special_requirements: 'Accessible seating for one guest.',
  pre_order_additional_notes: 'Cake at 21:00.',
  equipment: [{ id: 90, name: 'Chafing dish', quantity: 2 }],
});

export const SUITE_102 = suite(12, 'Suite 102', {
  guaranteed_guest_count: 8,
  dietary_restrictions: 'Two guests are vegetarian.',
});

const menuOf = (id: number) => (id <= 4 ? 100 : 200);

/** A cart line as stored: `price` is the unit price with modifiers. */
export function line(
  id: number,
  quantity: number,
  price: number,
  extra: Partial<CartItemInput> = {},
): CartItem {
  const item = CATALOGUE.items.get(id);
  return ZCartItem.parse({
    id,
    menu_id: menuOf(id),
    section_id: item?.section_id ?? null,
    name: item?.name ?? `Item ${id}`,
    quantity,
    orderPrice: Math.round(quantity * price * 100) / 100,
    ...extra,
  });
}

export const cheese = { group_id: 50, value_id: 501, quantity: 1, name: 'Extra cheese', price: 1 };
export const noOnions = { group_id: 50, value_id: 502, quantity: 1, name: 'No onions', price: 0 };

/** Costs of an order: subtotal as given, 13 % HST, no charge. */
export function costs(subtotal: number, extra: Partial<OrderCosts> = {}): OrderCosts {
  const taxes = Math.round(subtotal * 13) / 100;
  const total = Math.round((subtotal + taxes) * 100) / 100;
  return {
    subtotal,
    discount: { code: null, type: null, value: null, amount: 0 },
    memberDiscount: { preTax: true, value: null, label: null, amount: 0 },
    subsidyDiscount: { type: null, amount: 0 },
    subtotalDiscounted: subtotal,
    serviceCharge: { label: null, value: null, amount: 0 },
    deliveryCharge: { value: null, amount: 0 },
    taxBrackets: [{ code: 'HST', label: 'HST', rate: 13, taxable: subtotal, amount: taxes }],
    taxes,
    hstRebate: 0,
    voucher: { code: null, amount: 0 },
    credits: 0,
    tip: 0,
    total,
    totalWithTip: total,
    ...extra,
  };
}

export function order(
  id: number,
  eventSuiteId: number | null,
  items: CartItem[],
  extra: Partial<DocumentOrderInput> = {},
): DocumentOrderInput {
  const subtotal = items.reduce((sum, entry) => sum + Math.round(entry.orderPrice * 100), 0) / 100;
  return {
    id,
    order_number: 1000 + id,
    status: 'pending',
    event_suite_id: eventSuiteId,
    pickup_time: EVENT.start_date,
    items,
    costs: costs(subtotal),
    private: false,
    notes: '',
    ...extra,
  };
}

/** The event's orders: two of Suite 101 (and one cancelled), one of Suite 102, one of no suite. */
export function eventOrders(): DocumentOrderInput[] {
  return [
    order(1, 11, [line(3, 2, 15, { orderOptions: [cheese] }), line(1, 1, 12), line(4, 12, 30)], {
      money: {
        paidCents: 10_000,
        outstandingCents: 35_426,
        pendingDepositsCents: 0,
        refundedCents: 0,
      },
    }),
    order(
      2,
      11,
      [
        line(3, 1, 15, { orderOptions: [cheese] }),
        line(2, 3, 12, { special_instructions: 'Extra spicy' }),
      ],
      {
        status: 'in_progress',
        notes: 'Deliver to the back door.',
        money: {
          paidCents: 0,
          outstandingCents: 5_763,
          pendingDepositsCents: 2_000,
          refundedCents: 0,
        },
      },
    ),
    order(3, 11, [line(5, 5, 45)], { status: 'cancelled' }),
    order(4, 12, [
      line(3, 4, 15, { orderOptions: [noOnions] }),
      line(5, 2, 45),
      line(4, 8, 30),
      line(6, 6, 4),
    ]),
    order(5, null, [line(6, 10, 4)]),
  ];
}
