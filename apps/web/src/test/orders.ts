import {
  ZOrder,
  ZOrderCosts,
  ZPublishedMenu,
  type CartItem,
  type DeepMenu,
  type DeliveryConfig,
  type OptionGroup,
  type Order,
  type OrderCosts,
  type OrderDraft,
  type PublishedMenu,
} from '@app/domain';
import { hours, makeDeepMenu } from '#test/catalogue.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { json } from '#test/fetch-mock.ts';

/**
 * Order-taking answers of the API for the screen tests, each checked against its domain schema
 * so that a mocked answer is one the real server could give.
 */

/**
 * The delivery settings of a location that delivers to addresses within 5 km of downtown
 * Ottawa, unless `fields` say otherwise (`type: 'custom'`, another radius…).
 */
export function makeDeliveryConfig(fields: Partial<DeliveryConfig> = {}): DeliveryConfig {
  return {
    enabled: true,
    type: 'address',
    charge: null,
    country: 'CA',
    radius_km: 5,
    origin: { latitude: 45.4215, longitude: -75.6972 },
    custom: [],
    stadium: null,
    ...fields,
  };
}

/** Every day, all day: a week without hours is closed. */
export const ALL_WEEK = hours([1, 2, 3, 4, 5, 6, 7], '00:00', '24:00');

/** A published menu open at all hours, with the modifier groups its items link to. */
export function makePublishedMenu(
  id: number,
  name: string,
  fields: Partial<DeepMenu> = {},
  groups: OptionGroup[] = [],
): PublishedMenu {
  return ZPublishedMenu.parse({
    ...makeDeepMenu(id, name, { availability: ALL_WEEK, ...fields }),
    option_groups: groups,
  });
}

/** Costs of a subtotal in dollars with 13 % HST, nothing else. */
export function makeCosts(subtotal: number): OrderCosts {
  const taxes = Math.round(subtotal * 13) / 100;
  const total = Math.round((subtotal + taxes) * 100) / 100;
  return ZOrderCosts.parse({
    subtotal,
    discount: { code: null, type: null, value: null, amount: 0 },
    memberDiscount: { preTax: true, value: null, amount: 0 },
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
  });
}

/** Σ line prices of a draft's lines, as the server's subtotal. */
export function subtotalOf(items: readonly CartItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.orderPrice * 100, 0)) / 100;
}

/** The order `POST /orders` answers for a draft. */
export function makeOrder(id: number, draft: OrderDraft, fields: Partial<Order> = {}): Order {
  const costs = makeCosts(subtotalOf(draft.data.items));
  return ZOrder.parse({
    id,
    order_number: id,
    reference: null,
    type: draft.type,
    status: 'pending',
    data: { ...draft.data, costs },
    pickup_time: null,
    customer_name: null,
    student_name: null,
    total: costs.total,
    created_by: 1,
    created_at: '2025-01-15T12:00:00.000Z',
    updated_at: '2025-01-15T12:00:00.000Z',
    ...fields,
  });
}

/**
 * The calls the order-creation screen makes on opening, answered for a plain location with one
 * menu open all week: for tests of screens that land there (staff, kiosk, after the PIN).
 */
export function orderScreenRoutes() {
  const menus = [makePublishedMenu(1, 'All Day', { dine_in: true, on_demand: true })];
  return {
    'GET /api/orders/ordering-config': json(200, makeOrderingConfig()),
    'GET /api/menus/get-published-menus-optimized': json(200, menus),
  };
}
