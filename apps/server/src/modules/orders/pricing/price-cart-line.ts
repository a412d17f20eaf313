import {
  fitLineToLimits,
  orderableProblem,
  priceLine,
  selectionProblem,
  type CartItem,
  type LineProblem,
  type OrderableItem,
  type OrderableMenu,
  type PricedLine,
} from '@app/domain';

export interface LineOptions {
  /** The due instant (or now): menu hours and price schedules are read at it. */
  at: Date;
  timeZone: string;
  /** A valid membership that opens the menu was given (members-only menus). */
  hasMembership: boolean;
  /** Kiosks cannot sell open items (a price typed at the till). */
  kiosk: boolean;
  /** The menu is not one staff order from (guest-only): none of its items can be ordered here. */
  closedToStaff: boolean;
}

export interface LineOutcome {
  /** The line as it stands after the server's pass: fitted, named and priced when it can be. */
  item: CartItem;
  /** Options cut down to the groups' limits. */
  removed: { group_id: number; value_id: number; quantity: number }[];
  problem: LineProblem | null;
  /** Null when the line has a problem: it is not priced and adds nothing to the costs. */
  priced: PricedLine | null;
}

/**
 * One cart line against the catalogue, in the domain's order: the item must be of the order's
 * menu (`item` undefined = not found at this location or on this menu → `item_unavailable`) and
 * orderable at `at`; its options are fitted to the groups' limits (what was taken away is
 * reported), then the fitted selection is checked (required groups, unknown options, price
 * options) and priced. Never throws for a line problem: it answers it.
 */
export function priceCartLine(
  entry: CartItem,
  item: OrderableItem | undefined,
  menu: OrderableMenu,
  options: LineOptions,
): LineOutcome {
  const unpriced = (
    line: CartItem,
    problem: LineProblem,
    removed: LineOutcome['removed'] = [],
  ): LineOutcome => ({ item: { ...line, orderPrice: 0 }, removed, problem, priced: null });
  if (!item || item.menu_id !== menu.id || entry.menu_id !== menu.id) {
    const name = entry.name.trim() || `#${entry.id}`;
    return unpriced(entry, { code: 'item_unavailable', params: { item: name } });
  }
  const named: CartItem = { ...entry, name: item.name, section_id: item.section_id };
  if (options.closedToStaff || (options.kiosk && entry.open_item)) {
    return unpriced(named, { code: 'item_unavailable', params: { item: item.name } });
  }
  const closed = orderableProblem(item, menu, options.at, options.timeZone, options.hasMembership);
  if (closed) return unpriced(named, closed);
  const fitted = fitLineToLimits(named, item);
  const selection = selectionProblem(fitted.item, item);
  if (selection) return unpriced(fitted.item, selection, fitted.removed);
  const priced = priceLine(fitted.item, item, options.at, options.timeZone);
  return {
    item: { ...priced.item, section_id: item.section_id },
    removed: fitted.removed,
    problem: null,
    priced,
  };
}
