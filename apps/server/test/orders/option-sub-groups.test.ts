import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOptionGroupFixture,
  createOrderableMenuFixture,
  linkOptionGroupsFixture,
  orderDraft,
} from '../helpers/order-fixtures.ts';
import {
  callApi,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface Recalculated {
  items: {
    orderPrice: number;
    orderOptions: { group_id: number; value_id: number; name?: string }[];
  }[];
  problems: { cartIndex: number | null; code: string; message: string }[];
  removed: { cartIndex: number; group_id: number; value_id: number; quantity: number }[];
}

/**
 * Options of nested modifier groups: an option that opens a sub-group (`sub_group_id`) lets the
 * line hold that group's options, at any depth, priced like the others.
 */
describe('options of sub-groups', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  let menuId: number;
  let burger: number;
  const ids = {
    side: 0,
    fries: 0,
    salad: 0,
    dressing: 0,
    ranch: 0,
    vinaigrette: 0,
    dip: 0,
    garlic: 0,
  };

  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t);
    manager = await place.headers('manager');
    // Side (linked) → Salad opens Dressing (required) → Ranch opens Extra dip.
    const dip = await createOptionGroupFixture(t, place.locationId, {
      name: 'Extra dip',
      allow_multiple_selection: true,
      values: [{ name: 'Garlic', price: 0.75 }],
    });
    const dressing = await createOptionGroupFixture(t, place.locationId, {
      name: 'Dressing',
      required: true,
      values: [{ name: 'Ranch', price: 0.5, sub_group_id: dip.group.id }, { name: 'Vinaigrette' }],
    });
    const side = await createOptionGroupFixture(t, place.locationId, {
      name: 'Side',
      required: true,
      values: [{ name: 'Fries' }, { name: 'Salad', price: 1, sub_group_id: dressing.group.id }],
    });
    const created = await createOrderableMenuFixture(t, place.locationId, {
      items: [{ name: 'Burger', base_price: 10 }],
    });
    menuId = created.menu.id;
    burger = created.items[0]!.id;
    await linkOptionGroupsFixture(t, place.locationId, burger, [side.group.id]);
    Object.assign(ids, {
      side: side.group.id,
      fries: side.values[0]!.id,
      salad: side.values[1]!.id,
      dressing: dressing.group.id,
      ranch: dressing.values[0]!.id,
      vinaigrette: dressing.values[1]!.id,
      dip: dip.group.id,
      garlic: dip.values[0]!.id,
    });
  });
  afterAll(() => t.close());

  const opt = (group_id: number, value_id: number) => ({ group_id, value_id });
  const recalculate = async (orderOptions: ReturnType<typeof opt>[]) =>
    (
      await callApi(t, manager, 'POST', '/api/orders/recalculate-costs', {
        body: orderDraft(menuId, [{ id: burger, menu_id: menuId, orderOptions }]),
      })
    ).json<Recalculated>();

  it('accepts and prices options of the sub-groups the chosen options open, at any depth', async () => {
    const priced = await recalculate([
      opt(ids.side, ids.salad),
      opt(ids.dressing, ids.ranch),
      opt(ids.dip, ids.garlic),
    ]);
    expect(priced.problems).toEqual([]);
    // 10 + salad 1.00 + ranch 0.50 + garlic 0.75
    expect(priced.items[0]!.orderPrice).toBe(12.25);

    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(menuId, [
        {
          id: burger,
          menu_id: menuId,
          orderOptions: [opt(ids.side, ids.salad), opt(ids.dressing, ids.vinaigrette)],
        },
      ]),
    );
    expect(order.data.items[0]!.orderOptions.map((option) => option.name)).toEqual([
      'Salad',
      'Vinaigrette',
    ]);
    expect(order.data.items[0]!.orderPrice).toBe(11);
  });

  it('asks for a required sub-group once it is open', async () => {
    const priced = await recalculate([opt(ids.side, ids.salad)]);
    expect(priced.problems).toEqual([
      {
        cartIndex: 0,
        code: 'cart_required_selections',
        message: 'Please select all required fields',
      },
    ]);
    expect((await recalculate([opt(ids.side, ids.fries)])).problems).toEqual([]);
  });

  it('refuses options of a sub-group no chosen option opens', async () => {
    const priced = await recalculate([opt(ids.side, ids.fries), opt(ids.dressing, ids.ranch)]);
    expect(priced.problems).toEqual([
      {
        cartIndex: 0,
        code: 'option_unknown',
        message: 'An option of Burger is not offered with it.',
      },
    ]);
  });

  it('takes a sub-group’s options away with the option that opened it', async () => {
    // One side only: the salad (chosen second) is cut, its dressing goes with it.
    const priced = await recalculate([
      opt(ids.side, ids.fries),
      opt(ids.side, ids.salad),
      opt(ids.dressing, ids.ranch),
    ]);
    expect(priced.problems).toEqual([]);
    expect(priced.items[0]!.orderOptions.map((option) => option.value_id)).toEqual([ids.fries]);
    expect(priced.removed).toEqual([
      { cartIndex: 0, group_id: ids.side, value_id: ids.salad, quantity: 1 },
      { cartIndex: 0, group_id: ids.dressing, value_id: ids.ranch, quantity: 1 },
    ]);
  });
});
