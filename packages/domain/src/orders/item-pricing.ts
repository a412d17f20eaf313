import {
  itemPriceAt,
  type AdditionalPrices,
  type PriceSchedule,
} from '../catalogue/price-schedule.ts';
import { limitSelections } from '../catalogue/option-limits.ts';
import type { TaxRebateEligibility } from '../catalogue/catalogue-constants.ts';
import type { AvailabilityEntry } from '../catalogue/menu-schemas.ts';
import type { Instant } from '../dates/date-format.ts';
import { fromCents, toCents } from '../money/cents.ts';
import type { CostLine } from './cost-engine/index.ts';
import { isPastLastCall } from './menu-last-call.ts';
import type { CartItem, CartOption } from './order-schemas.ts';
import { closedGroupOptions, openOptionGroups, optionValueIn } from './option-sub-groups.ts';
import { isMenuOpenAt } from './scheduling.ts';

/** What pricing and checking a cart line needs to know of its menu. */
export interface OrderableMenu {
  id: number;
  name: string;
  published: boolean;
  member_only: boolean;
  /** Opening hours; a week without hours is closed (see `SchedulingRules.availability`). */
  availability: readonly AvailabilityEntry[];
  /** Minutes before closing when orders stop (`isPastLastCall`); null or absent = none. */
  last_call_time?: number | null;
}

/** What pricing and checking a cart line needs to know of its item (a ZItem fits). */
export interface OrderableItem {
  id: number;
  menu_id: number;
  section_id: number | null;
  name: string;
  base_price: number;
  price_options: readonly { name: string; price: number }[];
  /**
   * Name of the item's own price when it has price options ("Regular"); a line whose
   * `price_option` is this name takes the regular price, like `null`.
   */
  default_price_name?: string;
  price_schedule: PriceSchedule | null;
  additional_prices: AdditionalPrices | null;
  published: boolean;
  is_hidden: boolean;
  sold_out: boolean;
  meal_package: boolean;
  tax_rate: string | null;
  tax_rebate_eligibility: TaxRebateEligibility;
  /** Published state of its section (null = item of a menu without sections). */
  section_published: boolean | null;
  /** The modifier groups linked to the item, with their values. */
  option_groups: readonly OrderableOptionGroup[];
  /**
   * The groups its options open (`sub_group_id`, at any depth), not linked to it: a line may
   * hold their options once the option opening them is chosen (`openOptionGroups`).
   */
  sub_option_groups?: readonly OrderableOptionGroup[];
}

export interface OrderableOptionGroup {
  id: number;
  name: string;
  required: boolean;
  allow_multiple_selection: boolean;
  /**
   * Most selections (Σ quantities); null = no maximum. A group without multiple selection
   * takes 1 whatever its limit says.
   */
  limit: number | null;
  values: readonly {
    id: number;
    name: string;
    price: number;
    max_quantity: number;
    tax_rate: string | null;
    /** The group this option opens when chosen (a sub-group); null or absent = none. */
    sub_group_id?: number | null;
  }[];
}

export type LineProblemCode =
  | 'item_unavailable'
  | 'menu_last_call'
  | 'membership_required'
  | 'cart_required_selections'
  | 'cart_selection_limit'
  | 'option_unknown'
  | 'price_option_unknown'
  | 'open_item_price_missing';

/** A refusal of one cart line; `params` fill the error catalogue's placeholders ({item}…). */
export interface LineProblem {
  code: LineProblemCode;
  params: Record<string, string | number>;
}

type OptionValue = OrderableOptionGroup['values'][number];

/** A group's selection maximum: 1 for a single-choice group, else its limit (null = none). */
function groupLimit(group: OrderableOptionGroup): number | null {
  return group.allow_multiple_selection ? group.limit : 1;
}

/** An option's own maximum; the catalogue's default is 1 and never less. */
function valueMax(value: OptionValue): number {
  return Math.max(1, value.max_quantity);
}

function isRegularPrice(entry: CartItem, item: OrderableItem): boolean {
  return (
    entry.price_option === null ||
    (item.default_price_name !== undefined &&
      entry.price_option === item.default_price_name &&
      !item.price_options.some((option) => option.name === entry.price_option))
  );
}

/**
 * Why an item cannot be ordered at `at`, read in the location's time zone, or null. Checked in
 * this order:
 * - `item_unavailable` {item}: the item is not of this menu, the menu, its section or the item
 *   is unpublished, the item is hidden or sold out, the menu is closed at `at` (a week without
 *   hours is closed), or the item's price schedule makes it unavailable then;
 * - `menu_last_call` {menu, minutes, item}: `at` falls in the menu's last call
 *   (`isPastLastCall`: the last `last_call_time` minutes before it closes);
 * - `membership_required` {menu}: the menu is for members only and the guest has no membership.
 * Membership comes last: asking for it is pointless when nobody could order the item.
 * `at` is the instant the item is for (the due time of a scheduled order, else now).
 */
export function orderableProblem(
  item: OrderableItem,
  menu: OrderableMenu,
  at: Instant,
  timeZone: string,
  hasMembership: boolean,
): LineProblem | null {
  const unavailable: LineProblem = { code: 'item_unavailable', params: { item: item.name } };
  if (item.menu_id !== menu.id || !menu.published || item.section_published === false) {
    return unavailable;
  }
  if (!item.published || item.is_hidden || item.sold_out) return unavailable;
  if (!isMenuOpenAt(menu.availability, at, timeZone)) return unavailable;
  if (!itemPriceAt(item, at, timeZone).available) return unavailable;
  if (isPastLastCall(menu, at, timeZone)) {
    const minutes = menu.last_call_time ?? 0;
    return { code: 'menu_last_call', params: { menu: menu.name, minutes, item: item.name } };
  }
  if (menu.member_only && !hasMembership) {
    return { code: 'membership_required', params: { menu: menu.name } };
  }
  return null;
}

type Removed = { group_id: number; value_id: number; quantity: number };

/** Adds a removal to the list, one entry per (group, value). */
function noteRemoved(removed: Removed[], option: CartOption, quantity: number): void {
  if (quantity <= 0) return;
  const known = removed.find(
    (entry) => entry.group_id === option.group_id && entry.value_id === option.value_id,
  );
  if (known) known.quantity += quantity;
  else removed.push({ group_id: option.group_id, value_id: option.value_id, quantity });
}

/**
 * Fits a line's options to its groups (spec part 2 §4: "modifier quantities are adjusted down
 * when over the limit, and removed modifiers are reported"):
 * 1. no option takes more than its `max_quantity` (an option listed twice counts once with both
 *    quantities);
 * 2. each group keeps at most its limit (1 for single choice), options counted in the line's
 *    order with `limitSelections`: the one that crosses the limit is lowered, later ones dropped;
 * 3. options of a sub-group whose opening option was dropped go with it.
 * Groups are those the line opens (`openOptionGroups`: linked groups and chosen sub-groups).
 * `removed` says which (group, value) lost how many. Options the item does not offer are left as
 * they are, for `selectionProblem` to refuse rather than silently drop.
 */
export function fitLineToLimits(
  entry: CartItem,
  item: OrderableItem,
): { item: CartItem; removed: Removed[] } {
  const groups = openOptionGroups(item, entry.orderOptions);
  const valueOf = (option: CartOption) => optionValueIn(groups, option);
  const removed: Removed[] = [];
  const used = new Map<string, number>();
  const capped = entry.orderOptions.map((option) => {
    const value = valueOf(option);
    if (!value) return option;
    const key = `${option.group_id}:${option.value_id}`;
    const taken = Math.min(option.quantity, Math.max(0, valueMax(value) - (used.get(key) ?? 0)));
    used.set(key, (used.get(key) ?? 0) + taken);
    noteRemoved(removed, option, option.quantity - taken);
    return { ...option, quantity: taken };
  });

  const kept = new Map<number, number>();
  for (const group of groups) {
    const members = capped
      .map((option, index) => ({ id: index, quantity: option.quantity, option }))
      .filter(({ option }) => option.group_id === group.id && valueOf(option) !== null);
    const fitted = limitSelections(members, groupLimit(group));
    for (const selection of fitted.selections) kept.set(selection.id, selection.quantity);
    for (const cut of fitted.removed) noteRemoved(removed, capped[cut.id]!, cut.quantity);
  }

  let options = capped.flatMap((option, index) => {
    if (valueOf(option) === null) return [option];
    const quantity = kept.get(index) ?? 0;
    if (quantity <= 0) return [];
    const original = entry.orderOptions[index]!;
    return [quantity === original.quantity ? original : { ...original, quantity }];
  });
  for (let closed = closedGroupOptions(item, groups, options); closed.length > 0;) {
    for (const option of closed) noteRemoved(removed, option, option.quantity);
    options = options.filter((option) => !closed.includes(option));
    closed = closedGroupOptions(item, groups, options);
  }
  return { item: { ...entry, orderOptions: options }, removed };
}

/**
 * What is wrong with a line's choices, or null. Checked in this order, the first found answered:
 * - `price_option_unknown` {option, item}: a price option the item does not have (its own
 *   `default_price_name` reads as the regular price);
 * - `open_item_price_missing` {item}: an open item without its price;
 * - `option_unknown` {item}: an option of a group the line does not open (`openOptionGroups`:
 *   not linked to the item, nor a sub-group opened by one of its chosen options), or not in its
 *   group;
 * - `cart_required_selections` {item, group}: "Please select all required fields";
 * - `cart_selection_limit` {limit, item, group}: more selections in a group than its limit
 *   (single choice: 1); {limit, item, option} for one option above its `max_quantity`.
 */
export function selectionProblem(entry: CartItem, item: OrderableItem): LineProblem | null {
  if (
    !isRegularPrice(entry, item) &&
    !item.price_options.some((o) => o.name === entry.price_option)
  ) {
    return {
      code: 'price_option_unknown',
      params: { option: entry.price_option ?? '', item: item.name },
    };
  }
  if (entry.open_item && entry.open_price === null) {
    return { code: 'open_item_price_missing', params: { item: item.name } };
  }
  const groups = openOptionGroups(item, entry.orderOptions);
  if (entry.orderOptions.some((option) => optionValueIn(groups, option) === null)) {
    return { code: 'option_unknown', params: { item: item.name } };
  }
  const chosen = (groupId: number, valueId?: number) =>
    entry.orderOptions
      .filter((o) => o.group_id === groupId && (valueId === undefined || o.value_id === valueId))
      .reduce((total, o) => total + o.quantity, 0);
  for (const group of groups) {
    if (group.required && chosen(group.id) === 0) {
      return { code: 'cart_required_selections', params: { item: item.name, group: group.name } };
    }
  }
  for (const group of groups) {
    const limit = groupLimit(group);
    if (limit !== null && chosen(group.id) > limit) {
      return {
        code: 'cart_selection_limit',
        params: { limit, item: item.name, group: group.name },
      };
    }
    for (const value of group.values) {
      if (chosen(group.id, value.id) > valueMax(value)) {
        return {
          code: 'cart_selection_limit',
          params: { limit: valueMax(value), item: item.name, option: value.name },
        };
      }
    }
  }
  return null;
}

export interface PricedLine {
  /** The line with `name`, option names and prices (primary language) and `orderPrice` filled in. */
  item: CartItem;
  unitCents: number;
  lineCents: number;
  /** Taxable parts for the cost engine (the item, then options with their own tax codes). */
  costLines: CostLine[];
}

function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code) => b.includes(code));
}

/** Unit price in cents of the item itself: open price, price option, or the price at `at`. */
function itemUnitCents(
  entry: CartItem,
  item: OrderableItem,
  at: Instant,
  timeZone: string,
): number {
  if (entry.open_item) return toCents(entry.open_price ?? 0);
  if (!isRegularPrice(entry, item)) {
    const option = item.price_options.find((candidate) => candidate.name === entry.price_option);
    if (option) return toCents(option.price);
  }
  const scheduled = itemPriceAt(item, at, timeZone);
  return toCents(scheduled.available ? scheduled.price : item.base_price);
}

/**
 * Prices a line at `at` (read in `timeZone`): the open price of an open item, else the price
 * option's price, else the scheduled price (`itemPriceAt`; the regular price if the schedule
 * says unavailable), plus each option's price × its quantity; the line is that unit × the line
 * quantity. Amounts are summed in cents, so `orderPrice` is exact to the cent.
 *
 * Cost lines: the item with the options that follow its tax codes, then one line per option
 * whose own `tax_rate` names other codes. Each is rebate-qualifying unless the item is
 * `not_eligible`: `eligible_with_qualification` counts too, its qualification (a qualifying
 * total of $4.00 or less) being what the cost engine checks. The item's line is `subsidized`
 * when the item is a meal package (what a fixed-item-price subsidy covers).
 *
 * The line comes back normalised: `name`, option names and unit prices from the catalogue,
 * `open_price` null unless it is an open item, `price_option` null for the regular price.
 * The caller has checked `orderableProblem` and `selectionProblem` first; options the item does
 * not offer would count for nothing.
 */
export function priceLine(
  entry: CartItem,
  item: OrderableItem,
  at: Instant,
  timeZone: string,
): PricedLine {
  const itemCodes = taxCodesOf(item.tax_rate);
  const rebateQualifying = item.tax_rebate_eligibility !== 'not_eligible';
  let itemPartCents = itemUnitCents(entry, item, at, timeZone);
  let unitCents = itemPartCents;
  const optionLines: CostLine[] = [];
  const groups = openOptionGroups(item, entry.orderOptions);
  const orderOptions = entry.orderOptions.map((option) => {
    const value = optionValueIn(groups, option);
    if (!value) return option;
    const optionCents = toCents(value.price) * option.quantity;
    unitCents += optionCents;
    const codes = taxCodesOf(value.tax_rate);
    if (codes.length === 0 || sameCodes(codes, itemCodes)) itemPartCents += optionCents;
    else if (optionCents !== 0) {
      optionLines.push({
        amountCents: optionCents * entry.quantity,
        taxCodes: codes,
        rebateQualifying,
        quantity: entry.quantity,
      });
    }
    return { ...option, name: value.name, price: fromCents(toCents(value.price)) };
  });
  const lineCents = unitCents * entry.quantity;
  const line: CartItem = {
    ...entry,
    name: item.name,
    price_option: isRegularPrice(entry, item) ? null : entry.price_option,
    open_price: entry.open_item ? entry.open_price : null,
    orderOptions,
    orderPrice: fromCents(lineCents),
  };
  const itemLine: CostLine = {
    amountCents: itemPartCents * entry.quantity,
    taxCodes: itemCodes,
    rebateQualifying,
    subsidized: item.meal_package,
    quantity: entry.quantity,
  };
  return { item: line, unitCents, lineCents, costLines: [itemLine, ...optionLines] };
}

/**
 * Item or option tax override as codes: `"GST+PST"` → ["GST", "PST"] (`,` also separates);
 * spaces trimmed, repeats dropped, letter case kept; null/blank → [] (the location defaults).
 */
export function taxCodesOf(taxRate: string | null | undefined): string[] {
  const codes = (taxRate ?? '')
    .split(/[+,]/)
    .map((code) => code.trim())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}
