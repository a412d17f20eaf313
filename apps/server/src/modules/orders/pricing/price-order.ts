import {
  cartMealProblem,
  cartProblem,
  computeCosts,
  contentLanguageOf,
  costsToJson,
  errorMessage,
  locationCartItemLimit,
  mealCount,
  menuOffersOrderType,
  menuOpenToStaff,
  toIsoDate,
  type CostBreakdown,
  type CostInput,
  type CostOverrides,
  type ErrorCode,
  type Locale,
  type OrderCosts,
  type OrderDraft,
  type OrderLineProblem,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import { lookUpMembership } from '../../memberships/find-membership.ts';
import { membershipOpensMenu } from '../../memberships/membership-rules.ts';
import { costInputOf, memberDiscountOf, memberInfoOf, present } from './cost-inputs.ts';
import { assertMayOverride } from './cost-overrides.ts';
import type { OrderTakingContext } from '../../../context/order-context.ts';
import { withTakeOutDelivery } from '../order-delivery.ts';
import { orderableItemsRepository, type OrderMenu } from './orderable-items.repository.ts';
import { priceCartLine } from './price-cart-line.ts';
import { pricingInputsRepository } from './pricing-inputs.repository.ts';
import { subsidyMealsProblemOf } from './subsidy-meals.ts';

export type { OrderMenu } from './orderable-items.repository.ts';

export interface PricingProblem {
  /** The cart line concerned; null = the whole order (cart, codes, membership). */
  cartIndex: number | null;
  code: ErrorCode;
  params: Record<string, string | number>;
}

export interface RemovedOption {
  cartIndex: number;
  group_id: number;
  value_id: number;
  quantity: number;
}

export interface PricedOrder {
  /**
   * Items priced, names filled, options fitted, cartIndex rewritten; memberInfo from the server;
   * the take-out type's delivery flag applied. `config` is as given (the submit sets its own).
   */
  draft: OrderDraft;
  costs: OrderCosts;
  breakdown: CostBreakdown;
  menu: OrderMenu;
  problems: PricingProblem[];
  removed: RemovedOption[];
  membership: { id: number; identifier: string } | null;
  /** Credits the guest has and asked to use (the breakdown says how much was taken). */
  creditsCents: number;
  subtotalCents: number;
}

export interface PriceOptions {
  /**
   * The staff overrides the order being changed or read already holds: kept by any role (a
   * caller below lead may not set others).
   */
  keptOverrides?: Partial<CostOverrides> | undefined;
  /** The order being changed or read: its meals do not count against its own subsidy code. */
  excludeOrderId?: number | undefined;
}

/**
 * Prices a draft against the catalogue and the location's settings, at `at` (the due instant,
 * or now; or how to read it from the order's menu: `pricingInstantOf`): menu hours, price
 * schedules and the tax rates in force (on its day in the location's time zone) are read at it. Two queries load
 * the menu with the draft's items and everything else that prices (tax rates, codes, charges,
 * credits, cart limits); a third looks up the membership when one is given; with a subsidy code
 * that pays for a limited number of meals a day, its code is locked and its meals of the day
 * counted (subsidy-meals.ts). Unknown ids, closed menus, sold-out items, carts over their item or
 * meal limit, invalid codes and subsidy codes without meals left are listed in `problems` (never
 * thrown); the costs are those of the lines that can be priced, without the codes that were
 * refused. Throws only
 * `not_found` when the menu is not one of the location's, and `forbidden_role` when a caller
 * below lead sets staff overrides (`checkout.pricing.overrides`) other than `keptOverrides`.
 */
export async function priceOrder(
  tx: Tx,
  ctx: OrderTakingContext,
  draft: OrderDraft,
  at: Date | ((menu: OrderMenu) => Date),
  options: PriceOptions = {},
): Promise<PricedOrder> {
  const order = withTakeOutDelivery(draft);
  const { config, checkout, items: cart } = order.data;
  const pricing = checkout.pricing;
  assertMayOverride(ctx.user.role, pricing.overrides, options.keptOverrides);
  const catalogue = await orderableItemsRepository.load(
    tx,
    ctx.restaurantId,
    config.menuId,
    cart.map((entry) => entry.id),
  );
  if (!catalogue) throw new AppError('not_found');
  const menu = catalogue.menu;
  const instant = at instanceof Date ? at : at(menu);
  const useCredits = ctx.location.app8_credits && pricing.useCredits;
  const inputs = await pricingInputsRepository.load(tx, {
    restaurantId: ctx.restaurantId,
    timeZone: ctx.location.timezone,
    promoCode: present(pricing.discountCode),
    subsidyCode: present(pricing.subsidyCode),
    creditEmail: useCredits ? present(checkout.contact.email) : null,
  });

  const problems: PricingProblem[] = [];
  const orderProblem = (code: ErrorCode) => problems.push({ cartIndex: null, code, params: {} });
  if (!menuOffersOrderType(menu, order.type)) orderProblem('order_type_not_offered');

  const memberInfo = checkout.memberInfo;
  const lookup = memberInfo
    ? await lookUpMembership(tx, ctx.location, memberInfo.identifier, new Date(), ctx.locale)
    : null;
  const membership = lookup?.membership ?? null;
  if (lookup?.problem) problems.push({ cartIndex: null, ...lookup.problem });
  const opensMenu = membership ? membershipOpensMenu(ctx.location, membership.type, menu) : false;
  if (membership && !opensMenu) orderProblem('membership_no_access');

  const itemsById = new Map(catalogue.items.map((item) => [item.id, item]));
  const outcomes = cart.map((entry, cartIndex) =>
    priceCartLine({ ...entry, cartIndex }, itemsById.get(entry.id), menu, {
      at: instant,
      timeZone: ctx.location.timezone,
      hasMembership: opensMenu,
      kiosk: ctx.user.role === 'kiosk',
      closedToStaff: !menuOpenToStaff(menu),
    }),
  );
  const membershipRefused = memberInfo !== null && !opensMenu;
  const removed: RemovedOption[] = [];
  outcomes.forEach((outcome, cartIndex) => {
    removed.push(...outcome.removed.map((option) => ({ cartIndex, ...option })));
    // A refused identifier was already reported once for the order, not again per line.
    if (outcome.problem && !(membershipRefused && outcome.problem.code === 'membership_required')) {
      problems.push({ cartIndex, ...outcome.problem });
    }
  });
  const items = outcomes.map((outcome) => outcome.item);
  const cartIssue = cartProblem(items, locationCartItemLimit(ctx.location, inputs.cartLimits));
  if (cartIssue)
    problems.push({ cartIndex: null, code: cartIssue.code, params: cartIssue.params ?? {} });
  const meals = mealCount(cart, (id) => itemsById.get(id)?.meal_package === true);
  const mealIssue = cartMealProblem(meals, ctx.location.order_options.max_meals_per_cart);
  if (mealIssue) problems.push({ cartIndex: null, ...mealIssue });
  const subsidyMeals = await subsidyMealsProblemOf(tx, ctx, {
    subsidy: inputs.subsidy,
    meals,
    at: instant,
    excludeOrderId: options.excludeOrderId,
  });
  if (subsidyMeals) problems.push({ cartIndex: null, ...subsidyMeals });

  // Labels (service charge, member promotion) in the caller's language.
  const language = contentLanguageOf(ctx.locale);
  const memberDiscount = memberDiscountOf(membership, language);
  const costInput = costInputOf(ctx.location, order, {
    lines: outcomes.flatMap((outcome) => outcome.priced?.costLines ?? []),
    inputs,
    memberDiscount,
    language,
    taxDay: toIsoDate(instant, ctx.location.timezone),
    refuse: orderProblem,
  });
  // A code without meals left that day is refused (above) and the order priced without it.
  if (subsidyMeals) costInput.subsidy = null;
  const breakdown = costsOf(costInput);

  return {
    draft: {
      ...order,
      data: {
        ...order.data,
        items,
        checkout: { ...checkout, memberInfo: memberInfoOf(memberInfo, membership, memberDiscount) },
      },
    },
    costs: costsToJson(breakdown, costInput),
    breakdown,
    menu,
    problems,
    removed,
    membership: membership && { id: membership.id, identifier: membership.identifier },
    creditsCents: costInput.creditsCents ?? 0,
    subtotalCents: breakdown.subtotal,
  };
}

/**
 * The engine's breakdown; 400 `order_total_too_large` when an amount passes the money maximum
 * (a cart of many expensive lines: each one is within the catalogue's limits, their sum is not).
 */
function costsOf(input: CostInput): CostBreakdown {
  try {
    return computeCosts(input);
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('order_total_too_large');
    throw error;
  }
}

/** The problems of a priced order in the caller's words (validation of a stored order). */
export function describeProblems(
  problems: PricedOrder['problems'],
  locale: Locale,
): OrderLineProblem[] {
  return problems.map((problem) => ({
    cartIndex: problem.cartIndex,
    code: problem.code,
    message: errorMessage(problem.code, locale, problem.params),
  }));
}
