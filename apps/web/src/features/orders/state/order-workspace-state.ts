import {
  menuItems,
  menuOffersOrderType,
  screenPaths,
  type CartItem,
  type Item,
  type MemberInfo,
  type Order,
  type OrderDraft,
  type OrderType,
  type PublishedMenu,
} from '@app/domain';
import type { OrderProblems } from '../problems/submit-problems.ts';
import { NO_MENU, hasMenu, orderDraftReducer, type OrderDraftAction } from './order-draft.ts';
import type { OrderMode } from './order-mode.ts';

/**
 * Everything the order screen holds, as one reducer: the draft (`orderDraftReducer`) and what the
 * screen shows around it. Each action is something the user did or the server answered; the
 * confirmations, the calls and the navigation stay outside (`useOrderWorkspace`).
 */
export type OrderStep = 'details' | 'items';
export type TakingTab = 'items' | 'checkout';

/** The item open in the item viewer, with the cart line being edited (none = a new line). */
export interface ViewerTarget {
  item: Item;
  line?: CartItem;
}

/** The server's refusal of a submit, with the draft it refused (problems hold while it does). */
export interface Refusal {
  draft: OrderDraft;
  problems: OrderProblems;
}

export interface OrderWorkspaceState {
  mode: OrderMode;
  /** What "unchanged" means: the saved order, the seed, or the order just started. */
  baseline: OrderDraft;
  draft: OrderDraft;
  step: OrderStep;
  tab: TakingTab;
  viewer: ViewerTarget | null;
  /** A members-only menu waiting for the guest's membership. */
  membersMenu: PublishedMenu | null;
  /** Continue was pressed without one of the offered menus chosen. */
  menuMissing: boolean;
  refusal: Refusal | null;
  submitted: Order | null;
  /** Where the screen is going (and the draft a new order starts from there). */
  leaving: { to: string; seed?: OrderDraft } | null;
}

export type OrderWorkspaceAction =
  | OrderDraftAction
  | { type: 'menuChosen'; menu: PublishedMenu }
  | { type: 'membershipFound'; memberInfo: MemberInfo }
  | { type: 'membershipCancelled' }
  /** `menu`: the chosen one, kept if it serves the new type (else the order has no menu). */
  | { type: 'orderTypeChanged'; orderType: OrderType; menu: PublishedMenu | undefined }
  /** `offered`: the menus the order type may use now. */
  | { type: 'continued'; offered: readonly PublishedMenu[] }
  | { type: 'detailsOpened' }
  | { type: 'tabChosen'; tab: TakingTab }
  | { type: 'itemOpened'; item: Item }
  | { type: 'lineOpened'; cartIndex: number; menu: PublishedMenu | undefined }
  /** The item viewer's line, priced by the server: added, or replacing the one edited. */
  | { type: 'lineDone'; line: CartItem }
  | { type: 'viewerClosed' }
  | { type: 'lineRemoved'; cartIndex: number }
  /** The screen's own checks stopped the send: where the user must go to fix it. */
  | { type: 'sendStopped'; at: 'cart' | 'details' | 'checkout' }
  | { type: 'submitRefused'; refusal: Refusal }
  | { type: 'submitted'; order: Order }
  /** "New order" or "Order to same table" after a submit, or a discarded new order. */
  | { type: 'startedOver'; draft: OrderDraft }
  | { type: 'left'; to: string };

/** The screen as it opens: on the items when the draft has its menu, else on the details. */
export function initialOrderWorkspace(input: {
  mode: OrderMode;
  draft: OrderDraft;
}): OrderWorkspaceState {
  return {
    mode: input.mode,
    baseline: input.draft,
    draft: input.draft,
    step: hasMenu(input.draft) ? 'items' : 'details',
    tab: 'items',
    viewer: null,
    membersMenu: null,
    menuMissing: false,
    refusal: null,
    submitted: null,
    leaving: null,
  };
}

/** Whether the order type keeps the chosen menu (no menu chosen yet keeps nothing to lose). */
export function keepsMenu(menu: PublishedMenu | undefined, orderType: OrderType): boolean {
  return !menu || menuOffersOrderType(menu, orderType);
}

/** Whether leaving would lose work: a saved order changed, or a new order with items. */
export function hasUnsavedWork(state: OrderWorkspaceState): boolean {
  if (state.submitted || state.leaving) return false;
  return state.mode.kind === 'create'
    ? state.draft.data.items.length > 0
    : state.draft !== state.baseline;
}

function edit(state: OrderWorkspaceState, ...actions: OrderDraftAction[]): OrderWorkspaceState {
  return { ...state, draft: actions.reduce(orderDraftReducer, state.draft) };
}

function chooseMenu(state: OrderWorkspaceState, menu: PublishedMenu): OrderDraftAction {
  return { type: 'chooseMenu', menuId: menu.id, eventPackage: state.draft.type === 'event' };
}

export function orderWorkspaceReducer(
  state: OrderWorkspaceState,
  action: OrderWorkspaceAction,
): OrderWorkspaceState {
  switch (action.type) {
    case 'menuChosen':
      if (action.menu.member_only) return { ...state, membersMenu: action.menu };
      return { ...edit(state, chooseMenu(state, action.menu)), menuMissing: false };
    case 'membershipFound': {
      if (!state.membersMenu) return state;
      const next = edit(state, chooseMenu(state, state.membersMenu), {
        type: 'setMemberInfo',
        memberInfo: action.memberInfo,
      });
      return { ...next, membersMenu: null, menuMissing: false };
    }
    case 'membershipCancelled':
      return { ...state, membersMenu: null };
    case 'orderTypeChanged': {
      const next = edit(state, { type: 'setOrderType', orderType: action.orderType });
      if (keepsMenu(action.menu, action.orderType)) return next;
      return edit(next, { type: 'chooseMenu', menuId: NO_MENU, eventPackage: false });
    }
    case 'continued': {
      const menuId = state.draft.data.config.menuId;
      if (!action.offered.some((menu) => menu.id === menuId))
        return { ...state, menuMissing: true };
      return { ...state, step: 'items' };
    }
    case 'detailsOpened':
      return { ...state, step: 'details' };
    case 'tabChosen':
      return { ...state, tab: action.tab };
    case 'itemOpened':
      return { ...state, viewer: { item: action.item } };
    case 'lineOpened': {
      const line = state.draft.data.items[action.cartIndex];
      const item = line && action.menu && menuItems(action.menu).find(({ id }) => id === line.id);
      return line && item ? { ...state, viewer: { item, line } } : state;
    }
    case 'lineDone': {
      const edited = state.viewer?.line;
      const next = edited
        ? edit(state, { type: 'replaceItem', cartIndex: edited.cartIndex, item: action.line })
        : edit(state, { type: 'addItem', item: action.line });
      return { ...next, viewer: null };
    }
    case 'viewerClosed':
      return { ...state, viewer: null };
    case 'lineRemoved':
      // Removing a line resets the item viewer (spec part 2 §4).
      return { ...edit(state, { type: 'removeItem', cartIndex: action.cartIndex }), viewer: null };
    case 'sendStopped':
      if (action.at === 'details') return { ...state, step: 'details' };
      return action.at === 'checkout' ? { ...state, tab: 'checkout' } : state;
    case 'submitRefused': {
      const { problems } = action.refusal;
      const next = { ...state, refusal: action.refusal };
      if (problems.table) return { ...next, step: 'details' };
      return Object.keys(problems.fields).length > 0 ? { ...next, tab: 'checkout' } : next;
    }
    case 'submitted':
      return { ...state, submitted: action.order, refusal: null };
    case 'startedOver':
      // A modification ends here; a new order starts on the create screen.
      if (state.mode.kind !== 'create') {
        const leaving = { to: screenPaths.order_create, seed: action.draft };
        return { ...state, submitted: null, viewer: null, refusal: null, leaving };
      }
      return initialOrderWorkspace({ mode: state.mode, draft: action.draft });
    case 'left':
      return { ...state, leaving: { to: action.to } };
    default:
      return edit(state, action);
  }
}
