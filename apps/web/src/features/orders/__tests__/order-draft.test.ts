import { describe, expect, it } from 'vitest';
import { ZCartItem, type CartItem, type OrderDraft } from '@app/domain';
import {
  NO_MENU,
  hasMenu,
  newOrderDraft,
  orderDraftReducer,
  sameTableDraft,
  type OrderDraftAction,
} from '../state/order-draft.ts';

function line(id: number, fields: Partial<CartItem> = {}): CartItem {
  return ZCartItem.parse({ id, menu_id: 1, name: `Item ${id}`, orderPrice: 5, ...fields });
}

function run(draft: OrderDraft, ...actions: OrderDraftAction[]): OrderDraft {
  return actions.reduce(orderDraftReducer, draft);
}

const cheese = { group_id: 4, value_id: 40, quantity: 1 };
const bacon = { group_id: 4, value_id: 41, quantity: 2 };

describe('order draft', () => {
  it('drops the tip when the order becomes a school order, which takes none', () => {
    const tipped = run(newOrderDraft(), {
      type: 'setCheckout',
      checkout: {
        ...newOrderDraft().data.checkout,
        pricing: { ...newOrderDraft().data.checkout.pricing, tip: '15' },
      },
    });
    expect(tipped.data.checkout.pricing.tip).toBe('15');
    const school = run(tipped, { type: 'setOrderType', orderType: 'school' });
    expect(school.data.checkout.pricing.tip).toBeNull();
    expect(
      run(tipped, { type: 'setOrderType', orderType: 'catering' }).data.checkout.pricing.tip,
    ).toBe('15');
  });

  it('starts as a take-out pickup without a menu and an empty cart', () => {
    const draft = newOrderDraft();
    expect(draft.type).toBe('take_out');
    expect(draft.data.config.takeOutType).toBe('pickup');
    expect(draft.data.config.menuId).toBe(NO_MENU);
    expect(hasMenu(draft)).toBe(false);
    expect(draft.data.items).toEqual([]);
    expect(draft.data.checkout.pickup.delivery).toBe(false);
  });

  it('merges an identical line (options in any order), adding quantities and prices', () => {
    const draft = run(
      newOrderDraft(),
      { type: 'addItem', item: line(1, { orderOptions: [cheese, bacon], orderPrice: 7.5 }) },
      { type: 'addItem', item: line(2) },
      {
        type: 'addItem',
        item: line(1, { orderOptions: [bacon, cheese], quantity: 2, orderPrice: 15 }),
      },
    );
    expect(draft.data.items.map((item) => [item.id, item.quantity, item.orderPrice])).toEqual([
      [1, 3, 22.5],
      [2, 1, 5],
    ]);
    expect(draft.data.items.map((item) => item.cartIndex)).toEqual([0, 1]);
  });

  it('keeps lines apart when their options or price option differ', () => {
    const draft = run(
      newOrderDraft(),
      { type: 'addItem', item: line(1, { orderOptions: [cheese] }) },
      { type: 'addItem', item: line(1, { orderOptions: [bacon] }) },
      { type: 'addItem', item: line(1, { orderOptions: [cheese], price_option: 'Large' }) },
    );
    expect(draft.data.items).toHaveLength(3);
  });

  it('replaces an edited line, and removes lines with their positions renumbered', () => {
    const edited = run(
      newOrderDraft(),
      { type: 'addItem', item: line(1) },
      { type: 'addItem', item: line(2) },
      { type: 'replaceItem', cartIndex: 0, item: line(1, { quantity: 4, orderPrice: 20 }) },
    );
    expect(edited.data.items.map((item) => [item.id, item.quantity])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    const removed = orderDraftReducer(edited, { type: 'removeItem', cartIndex: 0 });
    expect(removed.data.items.map((item) => [item.id, item.cartIndex])).toEqual([[2, 0]]);
  });

  it('changes a line quantity with its price scaled from the unit price', () => {
    const draft = run(
      newOrderDraft(),
      { type: 'addItem', item: line(1, { quantity: 2, orderPrice: 7 }) },
      { type: 'setQuantity', cartIndex: 0, quantity: 3 },
    );
    expect(draft.data.items[0]).toMatchObject({ quantity: 3, orderPrice: 10.5 });
    expect(orderDraftReducer(draft, { type: 'setQuantity', cartIndex: 0, quantity: 0 })).toBe(
      draft,
    );
  });

  it('resets the pickup when take-out or generic catering is chosen, delivery from the take-out type', () => {
    let draft = newOrderDraft('dine_in');
    draft = orderDraftReducer(draft, {
      type: 'setCheckout',
      checkout: {
        ...draft.data.checkout,
        pickup: { ...draft.data.checkout.pickup, dueByDate: '2030-01-02', scheduled: true },
      },
    });
    draft = run(
      draft,
      { type: 'setOrderType', orderType: 'take_out' },
      { type: 'setTakeOutType', takeOutType: 'delivery' },
    );
    expect(draft.data.checkout.pickup).toMatchObject({
      delivery: true,
      dueByDate: null,
      scheduled: false,
    });
    draft = orderDraftReducer(draft, { type: 'setOrderType', orderType: 'generic_catering' });
    expect(draft.data.config.takeOutType).toBe('delivery');
    expect(draft.data.checkout.pickup.delivery).toBe(true);
  });

  it('keeps table details only for dine-in, and take-out types only for take-out kinds', () => {
    let draft = run(
      newOrderDraft(),
      { type: 'setOrderType', orderType: 'dine_in' },
      { type: 'setTableInfo', tableInfo: { tableLocation: 'Main floor', tableNum: '12' } },
    );
    expect(draft.data.config.tableInfo).toEqual({
      tableLocation: 'Main floor',
      tableArea: null,
      tableNum: '12',
      checkNum: null,
    });
    expect(draft.data.config.takeOutType).toBeNull();
    draft = orderDraftReducer(draft, { type: 'setOrderType', orderType: 'retail' });
    expect(draft.data.config.tableInfo).toBeNull();
  });

  it('empties the cart and forgets the member when another menu is chosen', () => {
    const draft = run(
      newOrderDraft(),
      { type: 'chooseMenu', menuId: 3, eventPackage: false },
      {
        type: 'setMemberInfo',
        memberInfo: { id: 9, identifier: 'M-1', promos: [], promosApplied: false },
      },
      { type: 'addItem', item: line(1, { menu_id: 3 }) },
    );
    expect(orderDraftReducer(draft, { type: 'chooseMenu', menuId: 3, eventPackage: false })).toBe(
      draft,
    );
    const other = orderDraftReducer(draft, { type: 'chooseMenu', menuId: 4, eventPackage: false });
    expect(other.data.items).toEqual([]);
    expect(other.data.checkout.memberInfo).toBeNull();
    expect(other.data.config.menuId).toBe(4);
  });

  it('sets the event package to the chosen menu of an event order', () => {
    const draft = run(
      newOrderDraft('event'),
      { type: 'setEvent', event: { id: 5, beo: 51 } },
      { type: 'chooseMenu', menuId: 8, eventPackage: true },
    );
    expect(draft.data.config).toMatchObject({
      menuManagerEvent: 5,
      menuManagerEventBEO: 51,
      menuManagerEventPackage: 8,
    });
    expect(
      orderDraftReducer(draft, { type: 'setOrderType', orderType: 'retail' }).data.config,
    ).toMatchObject({
      menuManagerEvent: null,
      menuManagerEventBEO: null,
      menuManagerEventPackage: null,
    });
  });

  it('starts an order to the same table on the same menu with an empty cart', () => {
    const draft = run(
      newOrderDraft('dine_in'),
      { type: 'chooseMenu', menuId: 2, eventPackage: false },
      { type: 'setTableInfo', tableInfo: { tableArea: 'Patio', tableNum: '7' } },
      { type: 'addItem', item: line(1, { menu_id: 2 }) },
    );
    const next = sameTableDraft(draft);
    expect(next.type).toBe('dine_in');
    expect(next.data.config.menuId).toBe(2);
    expect(next.data.config.tableInfo).toMatchObject({ tableArea: 'Patio', tableNum: '7' });
    expect(next.data.items).toEqual([]);
  });
});
