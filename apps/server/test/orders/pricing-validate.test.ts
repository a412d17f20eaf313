import type { OrderCosts } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { takeOutDraft } from '../helpers/order-writes.ts';
import {
  createMembershipFixture,
  createOrderableMenuFixture,
  createOrderingTestbed,
  createPromoCodeFixture,
  createProvinceTaxFixture,
  orderDraft,
  postJson,
  setOrderingParametersFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';

interface Validated {
  valid: boolean;
  items: { orderPrice: number }[];
  problems: { cartIndex: number | null; code: string; message: string }[];
  costs: OrderCosts;
}

/** A Monday in the future (2030-01-07), for prices and hours read at a due time. */
const MONDAY = '2030-01-07';

describe('POST /api/orders/validate, /set-costs and /get-discount-info', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let menuId: number;
  let soup: number;
  let membersMenu: { menuId: number; itemId: number };
  let lunchMenu: { menuId: number; itemId: number };

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { discount: true, membership_program: true });
    await createProvinceTaxFixture(t, bed.locationId, 'on');
    const menu = await createOrderableMenuFixture(t, bed.locationId, {
      items: [{ name: 'Soup', base_price: 6, tax_rebate_eligibility: 'not_eligible' }],
    });
    menuId = menu.menu.id;
    soup = menu.items[0]!.id;
    const members = await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'Members', member_only: true },
      items: [{ name: 'Truffle', base_price: 20, tax_rebate_eligibility: 'not_eligible' }],
    });
    membersMenu = { menuId: members.menu.id, itemId: members.items[0]!.id };
    // Open Mondays 08:00–16:00 only; 15:00–16:00 costs 4.00 instead of 5.00.
    const mondaySchedule = '-'.repeat(60) + 'AAAA' + '-'.repeat(32);
    const lunch = await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'Lunch' },
      availability: [{ day_of_week: 1, start_time: '08:00', end_time: '16:00' }],
      items: [
        {
          name: 'Sandwich',
          base_price: 5,
          tax_rebate_eligibility: 'not_eligible',
          price_schedule: [mondaySchedule, ...Array<string>(6).fill('-'.repeat(96))],
          additional_prices: { A: 4 },
        },
      ],
    });
    lunchMenu = { menuId: lunch.menu.id, itemId: lunch.items[0]!.id };
    await createMembershipFixture(t, bed.locationId, {
      identifier: 'GOLD-1',
      promos: [{ name: 'Gold', value: '5$' }],
    });
    await createMembershipFixture(t, bed.locationId, { identifier: 'OLD-1', active: false });
    await createPromoCodeFixture(t, bed.locationId, { name: 'FIVE', type: 'dollar', value: 5 });
  });
  afterAll(() => t.close());

  const call = async (url: string, payload: unknown, role = 'member', locale?: 'en-CA' | 'fr-CA') =>
    postJson(t, await bed.headers(role), url, payload, locale);

  describe('validate', () => {
    it('answers valid with the costs when every line can be ordered', async () => {
      const res = await call(
        '/api/orders/validate',
        takeOutDraft(menuId, [{ id: soup, menu_id: menuId }]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<Validated>()).toMatchObject({
        valid: true,
        problems: [],
        items: [{ orderPrice: 6 }],
        costs: { subtotal: 6, taxes: 0.78, total: 6.78 },
      });
    });

    it('lists every problem with its message in French', async () => {
      const res = await call(
        '/api/orders/validate',
        takeOutDraft(menuId, [{ id: membersMenu.itemId, menu_id: menuId, name: 'Truffle' }], {
          checkout: { pricing: { discountCode: 'NOPE' } },
        }),
        'member',
        'fr-CA',
      );
      expect(res.json<Validated>()).toMatchObject({
        valid: false,
        problems: [
          {
            cartIndex: 0,
            code: 'item_unavailable',
            message: 'Truffle ne peut pas être commandé pour le moment.',
          },
          {
            cartIndex: null,
            code: 'promo_code_invalid',
            message: 'Ce code promotionnel n’est pas valide.',
          },
        ],
      });
    });

    it('needs a valid membership for a members-only menu, and applies its promotion', async () => {
      const line = [{ id: membersMenu.itemId, menu_id: membersMenu.menuId }];
      const without = await call('/api/orders/validate', takeOutDraft(membersMenu.menuId, line));
      expect(without.json<Validated>().problems).toEqual([
        {
          cartIndex: 0,
          code: 'membership_required',
          message: "This menu is for members only. Enter the guest's membership identifier.",
        },
      ]);

      for (const identifier of ['OLD-1', 'NOBODY']) {
        const refused = await call(
          '/api/orders/validate',
          takeOutDraft(membersMenu.menuId, line, { checkout: { memberInfo: { identifier } } }),
        );
        expect(refused.json<Validated>().problems).toEqual([
          {
            cartIndex: null,
            code: 'membership_not_found',
            message: 'No membership was found for this type.',
          },
        ]);
      }

      const member = await call(
        '/api/orders/validate',
        takeOutDraft(membersMenu.menuId, line, {
          checkout: { memberInfo: { identifier: 'gold-1' } },
        }),
      );
      // 20.00 − 5.00 member discount = 15.00; HST 1.95.
      expect(member.json<Validated>()).toMatchObject({
        valid: true,
        costs: { memberDiscount: { value: '5$', amount: 5 }, subtotalDiscounted: 15, total: 16.95 },
      });
    });

    it('reads menu hours and scheduled prices at the due time', async () => {
      const line = [{ id: lunchMenu.itemId, menu_id: lunchMenu.menuId }];
      const at = (time: string) =>
        takeOutDraft(lunchMenu.menuId, line, {
          checkout: { pickup: { scheduled: true, dueByDate: MONDAY, dueByTime: time } },
        });
      const regular = await call('/api/orders/validate', at('10:00'));
      expect(regular.json<Validated>().items[0]!.orderPrice).toBe(5);
      const happyHour = await call('/api/orders/validate', at('15:15'));
      expect(happyHour.json<Validated>().items[0]!.orderPrice).toBe(4);
      const closed = await call('/api/orders/validate', at('17:00'));
      expect(closed.json<Validated>()).toMatchObject({
        valid: false,
        // The line, and the time itself as the submit refuses it.
        problems: [
          { cartIndex: 0, code: 'item_unavailable' },
          {
            cartIndex: null,
            code: 'scheduling_closed',
            message: 'The menu is closed at this time.',
          },
        ],
        costs: { subtotal: 0 },
      });
    });

    it('refuses a dine-in order from a menu that only serves take-out', async () => {
      const takeOutOnly = await createOrderableMenuFixture(t, bed.locationId, {
        menu: { name: 'Window', dine_in: false },
        items: [{ name: 'Cone', base_price: 3 }],
      });
      const res = await call(
        '/api/orders/validate',
        takeOutDraft(
          takeOutOnly.menu.id,
          [{ id: takeOutOnly.items[0]!.id, menu_id: takeOutOnly.menu.id }],
          {
            type: 'dine_in',
            config: {
              tableInfo: { tableNum: '4', tableArea: null, tableLocation: null, checkNum: null },
            },
          },
        ),
      );
      expect(res.json<Validated>().problems.map((p) => p.code)).toEqual(['order_type_not_offered']);
    });
    it('refuses items of guest-only menus and of unpublished sections', async () => {
      const guestOnly = await createOrderableMenuFixture(t, bed.locationId, {
        menu: { name: 'App only', access_level: 'guest_only' },
        items: [{ name: 'App deal', base_price: 3 }],
      });
      const draftSection = await createOrderableMenuFixture(t, bed.locationId, {
        menu: { name: 'Specials' },
        section: { name: 'Coming soon', published: false },
        items: [{ name: 'Secret special', base_price: 3 }],
      });
      for (const { menu, items } of [guestOnly, draftSection]) {
        const res = await call(
          '/api/orders/validate',
          takeOutDraft(menu.id, [{ id: items[0]!.id, menu_id: menu.id }]),
        );
        expect(res.json<Validated>()).toMatchObject({
          valid: false,
          problems: [
            {
              cartIndex: 0,
              code: 'item_unavailable',
              message: `${items[0]!.name} cannot be ordered right now.`,
            },
          ],
        });
      }
    });
  });

  describe('set-costs', () => {
    beforeAll(async () => {
      await setOrderingParametersFixture(t, bed.locationId, {
        service_charge_enabled: true,
        service_charge_type: 'percentage',
        service_charge_value: 10,
        service_charge_label: 'Service',
      });
    });

    const draft = () =>
      orderDraft(menuId, [{ id: soup, menu_id: menuId, quantity: 2 }], {
        checkout: { pricing: { discountCode: 'FIVE' } },
      });

    it("replaces the location's charges and the discount with the values staff typed", async () => {
      const before = await call('/api/orders/recalculate-costs', draft(), 'lead');
      // 12.00 − 5.00 = 7.00; service 10 % = 0.70; HST 13 % of 7.70 = 1.001 → 1.00.
      expect(before.json<{ costs: OrderCosts }>().costs).toMatchObject({
        serviceCharge: { amount: 0.7 },
        total: 8.7,
      });

      const res = await call(
        '/api/orders/set-costs',
        { ...draft(), overrides: { serviceCharge: '2$', discount: '50', deliveryCharge: null } },
        'lead',
      );
      expect(res.statusCode).toBe(200);
      // 12.00 − 50 % = 6.00; service 2.00; HST 13 % of 8.00 = 1.04.
      expect(res.json<{ costs: OrderCosts }>().costs).toMatchObject({
        discount: { type: 'percentage', value: 50, amount: 6 },
        serviceCharge: { label: 'Service', value: '2$', amount: 2 },
        taxes: 1.04,
        total: 9.04,
      });

      const none = await call(
        '/api/orders/set-costs',
        { ...draft(), overrides: { serviceCharge: null, discount: '' } },
        'manager',
      );
      // 12.00 + HST 1.56.
      expect(none.json<{ costs: OrderCosts }>().costs).toMatchObject({
        discount: { amount: 0 },
        serviceCharge: { amount: 0 },
        total: 13.56,
      });
    });

    it('refuses values it cannot read, naming the field', async () => {
      const res = await call(
        '/api/orders/set-costs',
        { ...draft(), overrides: { serviceCharge: 'lots', discount: '150' } },
        'lead',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        fields: {
          'overrides.serviceCharge': "This value isn't valid.",
          'overrides.discount': "This value isn't valid.",
        },
      });
    });

    it('is refused to members and staff', async () => {
      for (const role of ['member', 'staff']) {
        const res = await call('/api/orders/set-costs', { ...draft(), overrides: {} }, role);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      }
    });
  });

  describe('get-discount-info', () => {
    it('answers the code in any case, with its type and value', async () => {
      const res = await call('/api/orders/get-discount-info', { code: ' five ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 'FIVE', type: 'dollar', value: 5 });
    });

    it("refuses unknown codes and another location's codes", async () => {
      await createPromoCodeFixture(t, bed.otherLocationId, {
        name: 'ELSEWHERE',
        type: 'percentage',
        value: 20,
      });
      for (const code of ['NOPE', 'ELSEWHERE']) {
        const res = await call('/api/orders/get-discount-info', { code });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'promo_code_invalid',
          message: 'This promo code is not valid.',
        });
      }
    });

    it('refuses every code where the location has no discounts', async () => {
      const plain = await createOrderingTestbed(t);
      await createPromoCodeFixture(t, plain.locationId, { name: 'FIVE', type: 'dollar', value: 5 });
      const res = await postJson(
        t,
        await plain.headers('member'),
        '/api/orders/get-discount-info',
        {
          code: 'FIVE',
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'promo_code_invalid' });
    });
  });

  describe('who may call', () => {
    it('refuses every pricing call where the location takes no orders', async () => {
      const closed = await createLocationFixture(t.database.db);
      const user = await createUserFixture(t.database.db, {
        role: 'admin',
        locations: [closed.id],
      });
      const admin = await signIn(t, user.email, user.password);
      for (const url of [
        '/api/orders/recalculate-costs',
        '/api/orders/validate',
        '/api/orders/item',
        '/api/orders/set-costs',
        '/api/orders/get-discount-info',
        '/api/auth/get-user-membership-promo',
      ]) {
        const res = await postJson(t, admin.headers(), url, {});
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toMatchObject({ code: 'feature_disabled' });
      }
    });

    it('needs a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/recalculate-costs',
        payload: orderDraft(menuId, []),
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
