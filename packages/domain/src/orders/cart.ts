import { fromCents, toCents } from '../money/cents.ts';
import type { CartItem, CartOption } from './order-schemas.ts';
import { MAX_LINE_QUANTITY } from './order-constants.ts';

/**
 * Cart rules (spec part 2 §4, §5). A cart is a list of lines; `cartIndex` is each line's
 * position and is rewritten after every change. All functions return new arrays and never
 * change the lines given.
 */

export interface CartProblem {
  code: 'cart_empty' | 'cart_item_limit';
  params?: Record<string, string | number>;
}

/** The chosen options as `group:value` → total quantity, so order and repeats do not matter. */
function optionTotals(options: readonly CartOption[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const option of options) {
    const key = `${option.group_id}:${option.value_id}`;
    totals.set(key, (totals.get(key) ?? 0) + option.quantity);
  }
  return totals;
}

function sameOptions(a: readonly CartOption[], b: readonly CartOption[]): boolean {
  const left = optionTotals(a);
  const right = optionTotals(b);
  if (left.size !== right.size) return false;
  for (const [key, quantity] of left) if (right.get(key) !== quantity) return false;
  return true;
}

/**
 * Whether two lines are the same entry and merge when added (spec part 2 §4): same item, same
 * open-item flag and open price, same price option, and the same options as a multiset of
 * (group, value, quantity) in any order — an option chosen twice once each counts as chosen
 * twice. Lines whose special instructions differ (ignoring surrounding spaces) stay apart, so
 * "no onions" is never merged into a plain burger and lost. Quantity and price are not compared.
 */
export function sameCartEntry(a: CartItem, b: CartItem): boolean {
  return (
    a.id === b.id &&
    a.open_item === b.open_item &&
    a.open_price === b.open_price &&
    a.price_option === b.price_option &&
    a.special_instructions.trim() === b.special_instructions.trim() &&
    sameOptions(a.orderOptions, b.orderOptions)
  );
}

function withPositions(cart: readonly CartItem[]): CartItem[] {
  return cart.map((line, index) =>
    line.cartIndex === index ? line : { ...line, cartIndex: index },
  );
}

/** `into` with the quantity and line price of `from` added (prices summed in cents). */
function merged(into: CartItem, from: CartItem): CartItem {
  return {
    ...into,
    quantity: into.quantity + from.quantity,
    orderPrice: fromCents(toCents(into.orderPrice) + toCents(from.orderPrice)),
  };
}

/**
 * Adds a line at the end; an identical line already in the cart absorbs it instead, keeping its
 * place, its quantity and `orderPrice` increased by the new line's. The sum may pass
 * `MAX_LINE_QUANTITY`, which the order schema then refuses: the cart keeps what staff asked for.
 */
export function addToCart(cart: readonly CartItem[], entry: CartItem): CartItem[] {
  const index = cart.findIndex((line) => sameCartEntry(line, entry));
  if (index < 0) return withPositions([...cart, entry]);
  return withPositions(cart.map((line, at) => (at === index ? merged(line, entry) : line)));
}

/**
 * Editing replaces the line at `cartIndex`; when the edited line has become identical to another
 * line, it is merged into that one (which keeps its place). An index outside the cart changes
 * nothing.
 */
export function replaceCartEntry(
  cart: readonly CartItem[],
  cartIndex: number,
  entry: CartItem,
): CartItem[] {
  if (!Number.isInteger(cartIndex) || cartIndex < 0 || cartIndex >= cart.length) {
    return withPositions(cart);
  }
  const twin = cart.findIndex((line, at) => at !== cartIndex && sameCartEntry(line, entry));
  if (twin < 0) return withPositions(cart.map((line, at) => (at === cartIndex ? entry : line)));
  return withPositions(
    cart
      .map((line, at) => (at === twin ? merged(line, entry) : line))
      .filter((_line, at) => at !== cartIndex),
  );
}

/** Removes the line at `cartIndex`; an index outside the cart changes nothing. */
export function removeCartEntry(cart: readonly CartItem[], cartIndex: number): CartItem[] {
  return withPositions(cart.filter((_line, at) => at !== cartIndex));
}

/** Units in the cart (Σ quantities). */
export function cartQuantity(cart: readonly CartItem[]): number {
  return cart.reduce((total, line) => total + line.quantity, 0);
}

/**
 * The most units one line may hold without the cart passing its item limit (`limit`: the
 * location's `max_items_per_cart`, null = none): the limit less what the other lines hold —
 * `cartIndex` is the line being changed, null for a line not yet in the cart — within
 * 1…`MAX_LINE_QUANTITY`. A quantity stepper stops there instead of passing the limit.
 */
export function lineQuantityLimit(
  cart: readonly CartItem[],
  limit: number | null,
  cartIndex: number | null,
): number {
  if (limit === null) return MAX_LINE_QUANTITY;
  const others = cart.reduce(
    (total, line) => total + (line.cartIndex === cartIndex ? 0 : line.quantity),
    0,
  );
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, limit - others));
}

/**
 * "No items have been added to the order" for an empty cart; "You can only add {limit} items to
 * the order" when Σ quantities exceeds `limit` (the location's `max_items_per_cart`; null = no
 * limit). Exactly `limit` units pass.
 */
export function cartProblem(cart: readonly CartItem[], limit: number | null): CartProblem | null {
  if (cart.length === 0) return { code: 'cart_empty' };
  if (limit !== null && cartQuantity(cart) > limit) {
    return { code: 'cart_item_limit', params: { limit } };
  }
  return null;
}
