import {
  ZOrderDraft,
  addCalendarDays,
  computeCosts,
  contentLanguagesOf,
  costsToJson,
  dayOfWeekOfDate,
  dueInstant,
  isWeekendDay,
  menuOffersOrderType,
  menuOpenToStaff,
  toIsoDate,
  type CartItemInput,
  type Location,
  type OrderCosts,
  type OrderDraft,
  type OrderableItem,
} from '@app/domain';
import type { Tx } from '../db/client.ts';
import { gazetteer } from '../modules/geocoding/offline-gazetteer.ts';
import { lookUpMembership } from '../modules/memberships/find-membership.ts';
import {
  costInputOf,
  memberDiscountOf,
  memberInfoOf,
} from '../modules/orders/pricing/cost-inputs.ts';
import { withTakeOutDelivery } from '../modules/orders/order-delivery.ts';
import { orderableItemsRepository } from '../modules/orders/pricing/orderable-items.repository.ts';
import { priceCartLine } from '../modules/orders/pricing/price-cart-line.ts';
import { pricingInputsRepository } from '../modules/orders/pricing/pricing-inputs.repository.ts';
import type { DemoLine, DemoOrder } from './demo-order-types.ts';

export interface DemoOrderRefs {
  location: Location;
  menuId: number;
  /** Item ids of the order's menu by name. */
  itemId: (name: string) => number;
  event: { eventId: number; eventSuiteId: number } | null;
}

export interface PricedDemoOrder {
  draft: OrderDraft;
  costs: OrderCosts;
  dueAt: Date;
}

/** The demo order's due instant: a date counted from today in the zone, moved off weekends. */
export function demoDueAt(order: DemoOrder, timeZone: string, now: Date): Date {
  let date = addCalendarDays(toIsoDate(now, timeZone), order.due.days);
  const step = order.due.days < 0 ? -1 : 1;
  while (order.due.schoolDay && isWeekendDay(dayOfWeekOfDate(date))) {
    date = addCalendarDays(date, step);
  }
  return dueInstant(date, order.due.time, timeZone);
}

function cartLine(
  [name, quantity, choices]: DemoLine,
  itemId: number,
  menuId: number,
  item: OrderableItem,
): CartItemInput {
  return {
    id: itemId,
    menu_id: menuId,
    quantity,
    price_option: choices?.size ?? null,
    orderOptions: (choices?.options ?? []).map(([groupName, optionName, optionQuantity]) => {
      const group = item.option_groups.find((candidate) => candidate.name === groupName);
      const value = group?.values.find((candidate) => candidate.name === optionName);
      if (!group || !value)
        throw new Error(`demo data: ${name} has no ${groupName} › ${optionName}`);
      return { group_id: group.id, value_id: value.id, quantity: optionQuantity ?? 1 };
    }),
  };
}

/**
 * Builds a demo order as the API stores it and prices it the way order taking does: each line
 * against the catalogue at the due time (`priceCartLine`: hours, schedule, modifiers, sizes),
 * then the location's tax rates, discount code, member discount, service and delivery charges
 * and the tip through the domain's cost engine. A line or an order the API would refuse stops
 * the demo load: the demo data set only holds orders that could have been taken.
 */
export async function priceDemoOrder(
  tx: Tx,
  order: DemoOrder,
  refs: DemoOrderRefs,
  now: Date,
): Promise<PricedDemoOrder> {
  const { location, menuId } = refs;
  const fail = (why: string) => new Error(`demo data: ${order.location} order (${why})`);
  const ids = order.lines.map(([name]) => refs.itemId(name));
  const catalogue = await orderableItemsRepository.load(tx, location.id, menuId, ids);
  if (!catalogue) throw fail(`no menu ${order.menu}`);
  const items = new Map(catalogue.items.map((item) => [item.id, item]));
  const dueAt = demoDueAt(order, location.timezone, now);
  const address = gazetteer.find((entry) => entry.place_id === order.deliverTo);

  const draft = withTakeOutDelivery(
    ZOrderDraft.parse({
      type: order.type,
      data: {
        config: {
          restaurantId: location.id,
          employeeId: null,
          menuId,
          takeOutType: order.takeOutType ?? null,
          tableInfo: order.table ?? null,
          menuManagerEvent: refs.event?.eventId ?? null,
          menuManagerEventBEO: refs.event?.eventSuiteId ?? null,
          menuManagerEventPackage: refs.event ? menuId : null,
        },
        items: order.lines.map((line, index) =>
          cartLine(line, ids[index]!, menuId, items.get(ids[index]!)!),
        ),
        checkout: {
          pickup: {
            dueByDate: toIsoDate(dueAt, location.timezone),
            dueByTime: order.due.time,
            scheduled: order.type !== 'dine_in',
            notes: order.notes ?? '',
          },
          delivery: address ? { type: 'address', address } : null,
          contact: order.contact,
          memberInfo: order.member ? { identifier: order.member } : null,
          school: order.school ?? null,
          paymentPreference: order.payment,
          invoice: order.payment === 'invoice',
          costCenter: order.payment === 'cost_center' ? 'CC-4100 Hospitality' : null,
          purchaseOrder: order.payment === 'purchase_order' ? 'PO-2025-0187' : null,
          pricing: { discountCode: order.discountCode ?? null, tip: order.tip ?? null },
        },
      },
    }),
  );
  if (!menuOffersOrderType(catalogue.menu, draft.type)) throw fail(`${order.menu}: ${order.type}`);

  const membership = order.member
    ? (await lookUpMembership(tx, location, order.member, dueAt, 'en-CA')).membership
    : null;
  if (order.member && !membership) throw fail(`no valid membership ${order.member}`);
  const outcomes = draft.data.items.map((entry, cartIndex) =>
    priceCartLine({ ...entry, cartIndex }, items.get(entry.id), catalogue.menu, {
      at: dueAt,
      timeZone: location.timezone,
      hasMembership: membership !== null,
      kiosk: false,
      closedToStaff: !menuOpenToStaff(catalogue.menu),
    }),
  );
  for (const outcome of outcomes) {
    if (outcome.problem || outcome.removed.length) {
      throw fail(`${outcome.item.name}: ${outcome.problem?.code ?? 'options over their limits'}`);
    }
  }

  const inputs = await pricingInputsRepository.load(tx, {
    restaurantId: location.id,
    timeZone: location.timezone,
    promoCode: order.discountCode ?? null,
    subsidyCode: null,
    creditEmail: null,
  });
  // Demo orders are stored with their labels in the location's primary language.
  const language = contentLanguagesOf(location.locales).primary;
  const memberDiscount = memberDiscountOf(membership, language);
  const costInput = costInputOf(location, draft, {
    lines: outcomes.flatMap((outcome) => outcome.priced!.costLines),
    inputs,
    memberDiscount,
    language,
    taxDay: toIsoDate(dueAt, location.timezone),
    refuse: (code) => {
      throw fail(`${code} ${order.discountCode ?? ''}`);
    },
  });
  const { checkout } = draft.data;
  const priced: OrderDraft = {
    ...draft,
    data: {
      ...draft.data,
      items: outcomes.map((outcome) => outcome.item),
      checkout: {
        ...checkout,
        memberInfo: memberInfoOf(checkout.memberInfo, membership, memberDiscount),
      },
    },
  };
  return { draft: priced, costs: costsToJson(computeCosts(costInput), costInput), dueAt };
}
