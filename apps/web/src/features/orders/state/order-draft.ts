import {
  addToCart,
  bookedAt,
  dueInstant,
  isBookedType,
  fromCents,
  needsDueDate,
  pickupForTakeOutType,
  scheduleAllowed,
  removeCartEntry,
  replaceCartEntry,
  tipOffered,
  toCents,
  ZCheckout,
  ZOrderDraft,
  type CartItem,
  type Checkout,
  type MemberInfo,
  type MenuTimingFlags,
  type OrderConfig,
  type OrderDraft,
  type OrderingConfig,
  type OrderType,
  type TableInfo,
  type TakeOutType,
} from '@app/domain';

/**
 * The order being taken, as one reducer over the domain's `OrderDraft` (what the API receives).
 * Cart changes go through the domain's cart rules (merge identical lines, replace on edit); the
 * pickup follows the order type and take-out type (`pickupForTakeOutType`). Before a menu is
 * chosen `data.config.menuId` is `NO_MENU`: the screens never send such a draft.
 */
export const NO_MENU = 0;

export type LaneReservation = NonNullable<OrderConfig['menuManagerLaneReservation']>;

export type OrderDraftAction =
  | { type: 'setOrderType'; orderType: OrderType }
  | { type: 'setTakeOutType'; takeOutType: TakeOutType | null }
  | { type: 'setTableInfo'; tableInfo: Partial<TableInfo> }
  | {
      type: 'setEvent';
      event: { id: number | null; beo: number | null };
    }
  | { type: 'setLaneReservation'; laneReservation: LaneReservation | null }
  /** A new menu empties the cart (its lines belong to the old menu) and forgets the member. */
  | { type: 'chooseMenu'; menuId: number; eventPackage: boolean }
  | { type: 'setMemberInfo'; memberInfo: MemberInfo | null }
  | { type: 'setCheckout'; checkout: Checkout }
  | { type: 'addItem'; item: CartItem }
  | { type: 'replaceItem'; cartIndex: number; item: CartItem }
  | { type: 'removeItem'; cartIndex: number }
  | { type: 'setQuantity'; cartIndex: number; quantity: number }
  /** The server's own lines in place of the draft's at the same positions (options fitted). */
  | { type: 'fitItems'; items: CartItem[] }
  | { type: 'reset'; draft: OrderDraft };

const EMPTY_TABLE: TableInfo = {
  tableNum: null,
  tableArea: null,
  tableLocation: null,
  checkNum: null,
};

/** A new order of this type (take-out unless given), no menu, an empty cart. */
export function newOrderDraft(orderType: OrderType = 'take_out'): OrderDraft {
  const draft = ZOrderDraft.parse({
    type: orderType,
    data: { config: { menuId: 1 }, items: [], checkout: ZCheckout.parse({}) },
  });
  draft.data.config.menuId = NO_MENU;
  return applyOrderType(draft, orderType);
}

/** "Order to same table": a new dine-in order at the same table, on the same menu. */
export function sameTableDraft(previous: OrderDraft): OrderDraft {
  const draft = newOrderDraft('dine_in');
  draft.data.config.menuId = previous.data.config.menuId;
  draft.data.config.tableInfo = { ...EMPTY_TABLE, ...previous.data.config.tableInfo };
  return draft;
}

export function hasMenu(draft: OrderDraft): boolean {
  return draft.data.config.menuId !== NO_MENU;
}

/**
 * When the order is due, as the server prices it: the start of an event order's event or of a
 * lane reservation (`bookedAt`); the chosen date and time of a scheduled order, or of one that
 * cannot be as soon as possible (`needsDueDate`); null = now (as soon as possible, served at the
 * counter, or no date or booking chosen yet).
 */
export function orderDueAt(
  draft: OrderDraft,
  menu: MenuTimingFlags | undefined,
  config: Pick<OrderingConfig, 'timeZone' | 'events'>,
): Date | null {
  const { timeZone } = config;
  if (isBookedType(draft.type)) {
    return bookedAt(draft.type, draft.data.config, config.events, timeZone);
  }
  const { scheduled, dueByDate, dueByTime } = draft.data.checkout.pickup;
  const dated = scheduled || (menu !== undefined && needsDueDate(draft.type, menu));
  if (!dated || !dueByDate) return null;
  try {
    return dueInstant(dueByDate, dueByTime, timeZone);
  } catch {
    return null;
  }
}

/** What the item browser says of a menu closed at the order's time (keys of `orders.items`). */
export type ClosedMenuNotice =
  | 'menuClosedNow'
  | 'menuClosedNowOnly'
  | 'menuClosedAtDue'
  | 'menuClosedAtBooking'
  | 'menuClosedNoBooking';

/**
 * Which advice a closed menu comes with: a booked order (event, lane) is judged at its booking,
 * or asked to choose it; a scheduled one at its due time; one that may be scheduled is told it
 * can be; one served now (dine-in, retail) can only go to another menu.
 */
export function closedMenuNotice(
  draft: OrderDraft,
  menu: MenuTimingFlags | undefined,
  dueAt: Date | null,
): ClosedMenuNotice {
  if (isBookedType(draft.type)) return dueAt ? 'menuClosedAtBooking' : 'menuClosedNoBooking';
  if (dueAt) return 'menuClosedAtDue';
  return menu && scheduleAllowed(draft.type, menu) ? 'menuClosedNow' : 'menuClosedNowOnly';
}

/** Whether the order cannot go on without a due date and has none yet. */
export function dueDateMissing(draft: OrderDraft, menu: MenuTimingFlags | undefined): boolean {
  return (
    menu !== undefined &&
    needsDueDate(draft.type, menu) &&
    draft.data.checkout.pickup.dueByDate === null
  );
}

function withConfig(draft: OrderDraft, config: Partial<OrderDraft['data']['config']>): OrderDraft {
  return { ...draft, data: { ...draft.data, config: { ...draft.data.config, ...config } } };
}

function withItems(draft: OrderDraft, items: CartItem[]): OrderDraft {
  return { ...draft, data: { ...draft.data, items } };
}

function withCheckout(draft: OrderDraft, checkout: Partial<Checkout>): OrderDraft {
  return { ...draft, data: { ...draft.data, checkout: { ...draft.data.checkout, ...checkout } } };
}

/** The pickup a take-out or generic catering order starts from (others keep theirs). */
function resetPickup(draft: OrderDraft): OrderDraft {
  const pickup = pickupForTakeOutType(draft.type, draft.data.config.takeOutType);
  if (!pickup) return draft;
  return withCheckout(draft, { pickup: { ...draft.data.checkout.pickup, ...pickup } });
}

function applyOrderType(draft: OrderDraft, orderType: OrderType): OrderDraft {
  const takesOut = orderType === 'take_out' || orderType === 'generic_catering';
  const next = withConfig(
    { ...draft, type: orderType },
    {
      // Only a dine-in order sits at a table; only take-out kinds have a take-out type.
      tableInfo: orderType === 'dine_in' ? (draft.data.config.tableInfo ?? EMPTY_TABLE) : null,
      takeOutType: takesOut ? (draft.data.config.takeOutType ?? 'pickup') : null,
      menuManagerLaneReservation:
        orderType === 'lane_reservation' ? draft.data.config.menuManagerLaneReservation : null,
      ...(orderType === 'event'
        ? {}
        : { menuManagerEvent: null, menuManagerEventBEO: null, menuManagerEventPackage: null }),
    },
  );
  return resetPickup(withoutRefusedTip(next));
}

/** A tip the new order type takes none of (school orders) is dropped, as the server would refuse it. */
function withoutRefusedTip(draft: OrderDraft): OrderDraft {
  const { pricing } = draft.data.checkout;
  if (tipOffered(draft.type) || pricing.tip === null) return draft;
  return withCheckout(draft, { pricing: { ...pricing, tip: null } });
}

/** A line at another quantity, its price scaled from its unit price (the server re-prices it). */
function atQuantity(item: CartItem, quantity: number): CartItem {
  const unitCents = Math.round(toCents(item.orderPrice) / item.quantity);
  return { ...item, quantity, orderPrice: fromCents(unitCents * quantity) };
}

export function orderDraftReducer(draft: OrderDraft, action: OrderDraftAction): OrderDraft {
  switch (action.type) {
    case 'setOrderType':
      return applyOrderType(draft, action.orderType);
    case 'setTakeOutType':
      return resetPickup(withConfig(draft, { takeOutType: action.takeOutType }));
    case 'setTableInfo':
      return withConfig(draft, {
        tableInfo: { ...EMPTY_TABLE, ...draft.data.config.tableInfo, ...action.tableInfo },
      });
    case 'setEvent':
      return withConfig(draft, {
        menuManagerEvent: action.event.id,
        menuManagerEventBEO: action.event.id === null ? null : action.event.beo,
      });
    case 'setLaneReservation':
      return withConfig(draft, { menuManagerLaneReservation: action.laneReservation });
    case 'chooseMenu': {
      if (action.menuId === draft.data.config.menuId) return draft;
      const next = withConfig(withItems(draft, []), {
        menuId: action.menuId,
        menuManagerEventPackage: action.eventPackage ? action.menuId : null,
      });
      return withCheckout(next, { memberInfo: null });
    }
    case 'setMemberInfo':
      return withCheckout(draft, { memberInfo: action.memberInfo });
    case 'setCheckout':
      return withCheckout(draft, action.checkout);
    case 'addItem':
      return withItems(draft, addToCart(draft.data.items, action.item));
    case 'replaceItem':
      return withItems(draft, replaceCartEntry(draft.data.items, action.cartIndex, action.item));
    case 'removeItem':
      return withItems(draft, removeCartEntry(draft.data.items, action.cartIndex));
    case 'setQuantity': {
      const line = draft.data.items[action.cartIndex];
      if (!line || action.quantity < 1 || action.quantity === line.quantity) return draft;
      return withItems(
        draft,
        replaceCartEntry(draft.data.items, action.cartIndex, atQuantity(line, action.quantity)),
      );
    }
    case 'fitItems': {
      const fitted = new Map(action.items.map((item) => [item.cartIndex, item]));
      return withItems(
        draft,
        draft.data.items.map((line) => fitted.get(line.cartIndex) ?? line),
      );
    }
    case 'reset':
      return action.draft;
  }
}
