import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCreditFixture,
  createMembershipFixture,
  createOptionGroupFixture,
  createPromoCodeFixture,
  linkOptionGroupsFixture,
} from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  orderCount,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Review: what belongs to another location is never usable in an order taken here — its option
 * values, promo codes, memberships, credits and cards on file — and money a caller types is never
 * negative. (Another location's menus, items and orders are covered by the submit, modify,
 * update and read tests.)
 */
describe('order taking across locations and roles', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  let foreignOption: { group: number; value: number };
  beforeAll(async () => {
    t = await buildTestApp();
    const flags = { discount: true, membership_program: true, app8_credits: true };
    place = await orderingLocation(t, { flags });
    manager = await place.headers('manager');
    const other = place.otherLocationId;
    const group = await createOptionGroupFixture(t, other, {
      name: 'Foreign sauce',
      values: [{ name: 'Gold leaf', price: 100 }],
    });
    foreignOption = { group: group.group.id, value: group.values[0]!.id };
    await createPromoCodeFixture(t, other, { name: 'ELSEWHERE', type: 'percentage', value: 90 });
    await createMembershipFixture(t, other, {
      identifier: 'FOREIGN-1',
      promos: [{ name: 'All', value: '50' }],
    });
    await createCreditFixture(t, other, { email: guestContact.email, balance: 100 });
  });
  afterAll(() => t.close());

  const burger = (extra: object = {}) => [{ id: place.burger, menu_id: place.menuId, ...extra }];
  const submit = (body: unknown, headers = manager) =>
    callApi(t, headers, 'POST', '/api/orders', { body });

  it('refuses another location’s option values, even linked by id to an item here', async () => {
    const foreign = burger({
      orderOptions: [{ group_id: foreignOption.group, value_id: foreignOption.value }],
    });
    const response = await submit(takeOutDraft(place.menuId, foreign));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'option_unknown' });
    // A link row pointing at it cannot be made either: the group is not this location's.
    await expect(
      linkOptionGroupsFixture(t, place.locationId, place.burger, [foreignOption.group]),
    ).rejects.toThrow();
    expect(await orderCount(t, place.locationId)).toBe(0);
  });

  it('refuses another location’s promo code and membership, and never takes its credits', async () => {
    const code = await submit(
      takeOutDraft(place.menuId, burger(), {
        checkout: { contact: guestContact, pricing: { discountCode: 'ELSEWHERE' } },
      }),
    );
    expect(code.statusCode).toBe(400);
    expect(code.json()).toMatchObject({ code: 'promo_code_invalid' });
    const member = await submit(
      takeOutDraft(place.menuId, burger(), {
        checkout: { contact: guestContact, memberInfo: { identifier: 'FOREIGN-1' } },
      }),
    );
    expect(member.statusCode).toBe(404);
    expect(member.json()).toMatchObject({ code: 'membership_not_found' });
    expect(await orderCount(t, place.locationId)).toBe(0);

    // The same guest's credit at the other location pays nothing here.
    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, burger(), {
        checkout: { contact: guestContact, pricing: { useCredits: true } },
      }),
    );
    expect(order.data.costs).toMatchObject({ credits: 0, total: 14.13 });
  });

  it('refuses a card kept on file at another location', async () => {
    const before = await orderCount(t, place.locationId);
    const elsewhere = await place.headers('manager', place.otherLocationId);
    const token = await callApi(t, elsewhere, 'POST', '/api/payments/card-tokens', {
      body: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(token.statusCode).toBe(201);
    const response = await submit(
      takeOutDraft(place.menuId, burger(), {
        checkout: {
          contact: guestContact,
          paymentPreference: 'credit_card',
          creditCard: token.json<{ token: string }>(),
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'card_token_invalid' });
    expect(await orderCount(t, place.locationId)).toBe(before);
  });

  it('refuses negative money anywhere a caller types it (400), and changes nothing', async () => {
    const before = await orderCount(t, place.locationId);
    const bodies = [
      takeOutDraft(place.menuId, burger({ open_item: true, open_price: -1 })),
      takeOutDraft(place.menuId, burger(), {
        checkout: { contact: guestContact, pricing: { voucher: { code: 'G', amount: -5 } } },
      }),
      takeOutDraft(place.menuId, burger(), {
        checkout: { contact: guestContact, pricing: { payWhatYouCan: -1 } },
      }),
      takeOutDraft(place.menuId, burger(), {
        checkout: { contact: guestContact, pricing: { tip: '-5$' } },
      }),
      takeOutDraft(place.menuId, burger(), {
        checkout: { contact: guestContact, pricing: { overrides: { discount: '-10' } } },
      }),
      takeOutDraft(place.menuId, burger({ quantity: -1 })),
    ];
    for (const body of bodies) {
      const response = await submit(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await orderCount(t, place.locationId)).toBe(before);
  });

  it('never answers a negative total: a voucher larger than the bill leaves 0', async () => {
    const order = await submitOrder(
      t,
      await place.headers('lead'),
      takeOutDraft(place.menuId, burger(), {
        checkout: {
          contact: guestContact,
          pricing: { voucher: { code: 'GIFT', amount: 500 }, tip: '2$' },
        },
      }),
    );
    // 12.50 + HST 1.63 = 14.13, all paid by the voucher; the tip is added after it.
    expect(order.data.costs).toMatchObject({
      voucher: { amount: 14.13 },
      total: 0,
      tip: 2,
      totalWithTip: 2,
    });
  });

  it('refuses set-costs to kiosks and the order list to staff and kiosks', async () => {
    const draft = takeOutDraft(place.menuId, burger());
    for (const role of ['kiosk', 'staff']) {
      const headers = await place.headers(role);
      const setCosts = await callApi(t, headers, 'POST', '/api/orders/set-costs', {
        body: { ...draft, overrides: { discount: '100' } },
      });
      expect(setCosts.statusCode, role).toBe(403);
      const list = await callApi(t, headers, 'GET', '/api/orders');
      expect(list.statusCode, role).toBe(403);
      expect(list.json()).toMatchObject({ code: 'forbidden_role' });
    }
  });
});
