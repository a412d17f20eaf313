import type { OrderCosts } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderableMenuFixture,
  createSubsidyFixture,
  orderDraft,
  updateLocationFixture,
} from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderCount,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface Recalculated {
  costs: OrderCosts;
  problems: { cartIndex: number | null; code: string; message: string }[];
}

/**
 * Meal limits: the location's meals per cart, and a subsidy code's meals per day. A meal is a
 * unit of a meal-package item (the lunch box here); the juice is not one.
 */
describe('meal limits', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  let lead: Record<string, string>;
  const lunch = (quantity: number) => ({ id: place.burger, menu_id: place.menuId, quantity });
  const juice = (quantity: number) => ({ id: place.fries, menu_id: place.menuId, quantity });

  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, {
      flags: { subsidies: true },
      items: [
        {
          name: 'Lunch box',
          base_price: 8,
          meal_package: true,
          tax_rebate_eligibility: 'not_eligible',
        },
        { name: 'Juice', base_price: 2, tax_rebate_eligibility: 'not_eligible' },
      ],
    });
    manager = await place.headers('manager');
    lead = await place.headers('lead');
  });
  afterAll(() => t.close());

  const recalculate = (body: unknown, locale?: 'fr-CA', query = '') =>
    callApi(t, manager, 'POST', `/api/orders/recalculate-costs${query}`, { body, locale });

  describe('meals per cart', () => {
    beforeAll(() =>
      updateLocationFixture(t, place.locationId, { order_options: { max_meals_per_cart: 2 } }),
    );
    afterAll(() => updateLocationFixture(t, place.locationId, { order_options: {} }));

    it('refuses a cart with more meals than the location allows, in both languages', async () => {
      const priced = await recalculate(orderDraft(place.menuId, [lunch(2), lunch(1)]));
      expect(priced.json<Recalculated>().problems).toEqual([
        {
          cartIndex: null,
          code: 'cart_meal_limit',
          message: 'You can only add 2 meals to the order',
        },
      ]);
      const french = await recalculate(orderDraft(place.menuId, [lunch(3)]), 'fr-CA');
      expect(french.json<Recalculated>().problems[0]?.message).toBe(
        'Vous ne pouvez ajouter que 2 repas à la commande',
      );

      const submitted = await callApi(t, manager, 'POST', '/api/orders', {
        body: takeOutDraft(place.menuId, [lunch(3)]),
      });
      expect(submitted.statusCode).toBe(400);
      expect(submitted.json()).toMatchObject({ code: 'cart_meal_limit' });
      expect(await orderCount(t, place.locationId)).toBe(0);
    });

    it('counts only meal packages: other items do not use the limit', async () => {
      const priced = await recalculate(orderDraft(place.menuId, [lunch(2), juice(5)]));
      expect(priced.json<Recalculated>().problems).toEqual([]);
    });
  });

  describe('subsidy meals per day', () => {
    const code = 'STUDENT-7';
    const withCode = (lines: ReturnType<typeof lunch>[], extra: { dueByDate?: string } = {}) =>
      takeOutDraft(place.menuId, lines, {
        checkout: {
          contact: guestContact,
          pricing: { subsidyCode: code },
          ...(extra.dueByDate
            ? { pickup: { scheduled: true, dueByDate: extra.dueByDate, dueByTime: '12:00' } }
            : {}),
        },
      });

    beforeAll(async () => {
      // A lunch box costs the student $3.00, twice a day at most.
      await createSubsidyFixture(t, place.locationId, {
        code,
        type: 'fixed_item_price',
        amount: 3,
        max_meals_per_day: 2,
      });
    });

    it('pays for the meals of the day, then prices without the subsidy and refuses', async () => {
      const first = await submitOrder(t, manager, withCode([lunch(2), juice(1)]));
      expect(first.data.costs.subsidyDiscount).toEqual({ type: 'fixed_item_price', amount: 10 });

      const over = await recalculate(withCode([lunch(1)]));
      const answer = over.json<Recalculated>();
      const today = isoDateInDays(0).replaceAll('-', '/');
      expect(answer.problems).toEqual([
        {
          cartIndex: null,
          code: 'subsidy_daily_limit',
          message: `This subsidy covers 2 meals a day: 0 left for ${today}, and this order has 1. Remove the subsidy code or some meals.`,
        },
      ]);
      // The costs are those without the subsidy: what the student would pay.
      expect(answer.costs.subsidyDiscount).toEqual({ type: null, amount: 0 });
      expect(answer.costs.subtotalDiscounted).toBe(8);

      const refused = await callApi(t, manager, 'POST', '/api/orders', {
        body: withCode([lunch(1)]),
        locale: 'fr-CA',
      });
      expect(refused.statusCode).toBe(400);
      const [year, month, day] = isoDateInDays(0).split('-');
      expect(refused.json()).toMatchObject({
        code: 'subsidy_daily_limit',
        message: `Cette subvention couvre 2 repas par jour : il en reste 0 pour le ${day}/${month}/${year}, et cette commande en compte 1. Retirez le code de subvention ou des repas.`,
      });
      expect(await orderCount(t, place.locationId)).toBe(1);

      // Without the code the meal is sold at its price; a drink alone takes no meal.
      await submitOrder(t, manager, takeOutDraft(place.menuId, [lunch(1)]));
      const drink = await recalculate(withCode([juice(2)]));
      expect(drink.json<Recalculated>().problems).toEqual([]);

      // Another day has its own meals.
      const tomorrow = await recalculate(withCode([lunch(2)], { dueByDate: isoDateInDays(1) }));
      expect(tomorrow.json<Recalculated>()).toMatchObject({
        problems: [],
        costs: { subsidyDiscount: { type: 'fixed_item_price', amount: 10 } },
      });

      // The saved order does not count against itself when it is read or priced again.
      const read = await callApi(
        t,
        manager,
        'GET',
        `/api/orders/order-with-validated-items/${first.id}`,
      );
      expect(read.json()).toMatchObject({ validation: [] });
      const again = await recalculate(withCode([lunch(2)]), undefined, `?orderId=${first.id}`);
      expect(again.json<Recalculated>().problems).toEqual([]);

      // A cancelled order gives its meals back.
      const cancelled = await callApi(t, lead, 'PUT', `/api/orders/${first.id}`, {
        body: { status: 'cancelled', reason: 'Absent' },
      });
      expect(cancelled.statusCode).toBe(200);
      const freed = await submitOrder(t, manager, withCode([lunch(1)]));
      expect(freed.data.costs.subsidyDiscount.amount).toBe(5);
    });

    it('never lets two submits at once both take the last meal of the day', async () => {
      const last = 'STUDENT-9';
      await createSubsidyFixture(t, place.locationId, {
        code: last,
        type: 'fixed_item_price',
        amount: 3,
        max_meals_per_day: 1,
      });
      // Three menus: the menu lock does not serialise them, the code's lock must.
      const menus = [{ menuId: place.menuId, itemId: place.burger }];
      for (const name of ['Breakfast', 'Dinner']) {
        const created = await createOrderableMenuFixture(t, place.locationId, {
          menu: { name },
          items: [{ name: `${name} box`, base_price: 8, meal_package: true }],
        });
        menus.push({ menuId: created.menu.id, itemId: created.items[0]!.id });
      }
      const answers = await Promise.all(
        menus.map(({ menuId, itemId }) =>
          callApi(t, manager, 'POST', '/api/orders', {
            body: takeOutDraft(menuId, [{ id: itemId, menu_id: menuId }], {
              checkout: { contact: guestContact, pricing: { subsidyCode: last } },
            }),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 400, 400]);
    });

    it('lets a change keep the meals its order already holds', async () => {
      const other = 'STUDENT-8';
      await createSubsidyFixture(t, place.locationId, {
        code: other,
        type: 'fixed_item_price',
        amount: 3,
        max_meals_per_day: 1,
      });
      const draft = takeOutDraft(place.menuId, [lunch(1)], {
        checkout: { contact: guestContact, pricing: { subsidyCode: other } },
      });
      const order = await submitOrder(t, manager, draft);
      const changed = await callApi(t, manager, 'PUT', `/api/orders/modify/${order.id}`, {
        body: { ...draft, data: { ...draft.data, items: [lunch(1), juice(1)] } },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        data: { costs: { subsidyDiscount: { type: 'fixed_item_price', amount: 5 } } },
      });
    });
  });
});
