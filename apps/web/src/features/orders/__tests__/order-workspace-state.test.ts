import { describe, expect, it } from 'vitest';
import { ZCartItem, type CartItem, type OrderDraft } from '@app/domain';
import { makeItem, makeSection } from '#test/catalogue.ts';
import { makeOrder, makePublishedMenu } from '#test/orders.ts';
import { NO_MENU, newOrderDraft } from '../state/order-draft.ts';
import type { OrderMode } from '../state/order-mode.ts';
import {
  hasUnsavedWork,
  initialOrderWorkspace,
  orderWorkspaceReducer,
  type OrderWorkspaceAction,
  type OrderWorkspaceState,
} from '../state/order-workspace-state.ts';

const fries = makeItem(3, { name: 'Fries', section_id: 10 });
const soup = makeItem(6, { name: 'Soup', section_id: 10 });
const lunch = makePublishedMenu(1, 'Lunch', {
  dine_in: true,
  on_demand: true,
  sections: [makeSection(10, 1, 'Mains', { items: [fries, soup] })],
});
const dinnerInside = makePublishedMenu(2, 'Dinner', { dine_in: true, on_demand: false });
const club = makePublishedMenu(7, 'Members club', { on_demand: true, member_only: true });
const member = {
  id: 3,
  identifier: 'M-100',
  promos: [{ name: 'Gold', value: '10' }],
  promosApplied: true,
};

function line(id: number, fields: Partial<CartItem> = {}): CartItem {
  return ZCartItem.parse({ id, menu_id: 1, name: `Item ${id}`, orderPrice: 3, ...fields });
}

function start(draft: OrderDraft = newOrderDraft(), mode: OrderMode = { kind: 'create' }) {
  return initialOrderWorkspace({ mode, draft });
}

function run(state: OrderWorkspaceState, ...actions: OrderWorkspaceAction[]) {
  return actions.reduce(orderWorkspaceReducer, state);
}

/** A take-out order on the lunch menu with fries in the cart, on the items step. */
function withFries(): OrderWorkspaceState {
  return run(
    start(),
    { type: 'menuChosen', menu: lunch },
    { type: 'continued', offered: [lunch] },
    { type: 'itemOpened', item: fries },
    { type: 'lineDone', line: line(3) },
  );
}

describe('the order screen’s state', () => {
  it('opens on the details for a new order and on the items for one with its menu', () => {
    expect(start().step).toBe('details');
    const saved = { ...newOrderDraft(), data: { ...newOrderDraft().data } };
    saved.data.config = { ...saved.data.config, menuId: 1 };
    expect(start(saved, { kind: 'modify', orderId: 5 }).step).toBe('items');
  });

  it('asks for a menu the order type offers before going on to the items', () => {
    const refused = run(start(), { type: 'continued', offered: [lunch] });
    expect(refused.step).toBe('details');
    expect(refused.menuMissing).toBe(true);
    const chosen = run(refused, { type: 'menuChosen', menu: lunch });
    expect(chosen.menuMissing).toBe(false);
    expect(chosen.draft.data.config.menuId).toBe(1);
    expect(run(chosen, { type: 'continued', offered: [lunch] }).step).toBe('items');
  });

  it('chooses a members-only menu only once the membership is found, with the member', () => {
    const asked = run(start(), { type: 'menuChosen', menu: club });
    expect(asked.membersMenu).toBe(club);
    expect(asked.draft.data.config.menuId).toBe(NO_MENU);
    expect(run(asked, { type: 'membershipCancelled' }).draft.data.config.menuId).toBe(NO_MENU);
    const found = run(asked, { type: 'membershipFound', memberInfo: member });
    expect(found.membersMenu).toBeNull();
    expect(found.draft.data.config.menuId).toBe(7);
    expect(found.draft.data.checkout.memberInfo).toEqual(member);
  });

  it('keeps the menu and cart for an order type the menu serves, and drops both otherwise', () => {
    const dineIn = run(withFries(), {
      type: 'orderTypeChanged',
      orderType: 'dine_in',
      menu: lunch,
    });
    expect(dineIn.draft.type).toBe('dine_in');
    expect(dineIn.draft.data.config.menuId).toBe(1);
    expect(dineIn.draft.data.items).toHaveLength(1);
    const inside = run(start(), { type: 'menuChosen', menu: dinnerInside });
    const takeOut = run(
      inside,
      { type: 'orderTypeChanged', orderType: 'dine_in', menu: dinnerInside },
      { type: 'orderTypeChanged', orderType: 'take_out', menu: dinnerInside },
    );
    expect(takeOut.draft.data.config.menuId).toBe(NO_MENU);
  });

  it('adds the viewer’s line, or replaces the line it edits, and closes the viewer', () => {
    const added = withFries();
    expect(added.viewer).toBeNull();
    expect(added.draft.data.items.map((item) => [item.id, item.quantity])).toEqual([[3, 1]]);

    const editing = run(added, { type: 'lineOpened', cartIndex: 0, menu: lunch });
    expect(editing.viewer?.item.name).toBe('Fries');
    expect(editing.viewer?.line?.cartIndex).toBe(0);
    const edited = run(editing, { type: 'lineDone', line: line(3, { quantity: 4 }) });
    expect(edited.draft.data.items.map((item) => [item.id, item.quantity])).toEqual([[3, 4]]);
    expect(edited.viewer).toBeNull();
  });

  it('closes the viewer when a line is removed', () => {
    const state = run(
      withFries(),
      { type: 'itemOpened', item: soup },
      { type: 'lineRemoved', cartIndex: 0 },
    );
    expect(state.draft.data.items).toEqual([]);
    expect(state.viewer).toBeNull();
  });

  it('goes where a stopped or refused send must be fixed, keeping the refused draft', () => {
    const sent = withFries();
    expect(run(sent, { type: 'sendStopped', at: 'details' }).step).toBe('details');
    expect(run(sent, { type: 'sendStopped', at: 'checkout' }).tab).toBe('checkout');
    const fields = { 'contact.name': 'This field is required.' };
    const refused = run(sent, {
      type: 'submitRefused',
      refusal: { draft: sent.draft, problems: { lines: {}, fields, order: [] } },
    });
    expect(refused.tab).toBe('checkout');
    expect(refused.draft).toBe(sent.draft);
    expect(refused.refusal?.draft).toBe(sent.draft);
    const noTable = run(sent, {
      type: 'submitRefused',
      refusal: { draft: sent.draft, problems: { lines: {}, fields: {}, order: [], table: 'x' } },
    });
    expect(noTable.step).toBe('details');
  });

  it('starts a new order after a submit, as a new order on the create screen after a change', () => {
    const sent = withFries();
    const submitted = run(sent, { type: 'submitted', order: makeOrder(42, sent.draft) });
    expect(submitted.submitted?.id).toBe(42);
    expect(hasUnsavedWork(submitted)).toBe(false);
    const next = run(submitted, { type: 'startedOver', draft: newOrderDraft('dine_in') });
    expect(next.submitted).toBeNull();
    expect(next.draft.type).toBe('dine_in');
    expect(next.step).toBe('details');
    expect(hasUnsavedWork(next)).toBe(false);

    const modified = { ...sent, mode: { kind: 'modify', orderId: 5 } as const };
    const seed = newOrderDraft();
    const leaving = run(modified, { type: 'startedOver', draft: seed });
    expect(leaving.leaving).toEqual({ to: '/order-management/create', seed });
  });

  it('counts a new order with items, and a saved order changed, as unsaved work', () => {
    expect(hasUnsavedWork(start())).toBe(false);
    expect(hasUnsavedWork(withFries())).toBe(true);
    const saved = withFries().draft;
    const modifying = start(saved, { kind: 'modify', orderId: 5 });
    expect(hasUnsavedWork(modifying)).toBe(false);
    expect(hasUnsavedWork(run(modifying, { type: 'setQuantity', cartIndex: 0, quantity: 2 }))).toBe(
      true,
    );
  });
});
