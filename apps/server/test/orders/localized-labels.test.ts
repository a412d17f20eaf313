import type { Item, Membership, OrderCosts, OrderingConfig } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createMembershipFixture,
  createOrderableMenuFixture,
  createOrderingTestbed,
  createProvinceTaxFixture,
  orderDraft,
  postJson,
  setOrderingParametersFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { readPublishedMenus } from '../published-menus/published-menus-api.ts';

type Locale = 'en-CA' | 'fr-CA';

/**
 * Location data written in two languages — the service charge's label, a membership promotion's
 * name, an item's price names — reach a French caller in French and an English caller in
 * English; where no French text is set, the French caller reads the primary (English) text.
 */
describe('French texts of the order screens', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let menuId: number;
  let coffee: number;

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { membership_program: true });
    await createProvinceTaxFixture(t, bed.locationId, 'on');
    await setOrderingParametersFixture(t, bed.locationId, {
      service_charge_enabled: true,
      service_charge_type: 'percentage',
      service_charge_value: 10,
      service_charge_label: 'Service charge',
      localization: { fr: { service_charge_label: 'Frais de service' } },
    });
    await setOrderingParametersFixture(t, bed.otherLocationId, {
      service_charge_enabled: true,
      service_charge_type: 'dollar',
      service_charge_value: 2,
      service_charge_label: 'Catering fee',
    });
    await createMembershipFixture(t, bed.locationId, {
      identifier: 'GOLD-1',
      promos: [{ name: 'Gold members', value: '10', localization: { fr: { name: 'Membres or' } } }],
    });
    const menu = await createOrderableMenuFixture(t, bed.locationId, {
      items: [{ name: 'Coffee', base_price: 20 }],
    });
    menuId = menu.menu.id;
    coffee = menu.items[0]!.id;
  });
  afterAll(() => t.close());

  /** The costs of one coffee ($20), for the member `memberId` when given. */
  const costsIn = async (locale: Locale, memberId?: string) => {
    const draft = orderDraft(menuId, [{ id: coffee, menu_id: menuId }], {
      checkout: memberId ? { memberInfo: { identifier: memberId } } : {},
    });
    const headers = await bed.headers('staff');
    const res = await postJson(t, headers, '/api/orders/recalculate-costs', draft, locale);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ costs: OrderCosts }>().costs;
  };

  it('labels the service charge and the member discount in the caller’s language', async () => {
    // 20.00 − 10 % member discount = 18.00; service charge 10 % = 1.80.
    const french = await costsIn('fr-CA', 'GOLD-1');
    expect(french.serviceCharge).toMatchObject({ label: 'Frais de service', amount: 1.8 });
    expect(french.memberDiscount).toMatchObject({ label: 'Membres or', amount: 2 });

    const english = await costsIn('en-CA', 'GOLD-1');
    expect(english.serviceCharge).toMatchObject({ label: 'Service charge', amount: 1.8 });
    expect(english.memberDiscount).toMatchObject({ label: 'Gold members', amount: 2 });
  });

  it('labels a member discount nothing when there is none', async () => {
    expect((await costsIn('fr-CA')).memberDiscount).toMatchObject({ label: null, amount: 0 });
  });

  it('answers the primary label to a French caller when the location wrote none in French', async () => {
    const headers = await bed.headers('staff', bed.otherLocationId);
    const other = await createOrderableMenuFixture(t, bed.otherLocationId, {
      items: [{ name: 'Tea', base_price: 10 }],
    });
    const draft = orderDraft(other.menu.id, [{ id: other.items[0]!.id, menu_id: other.menu.id }]);
    const res = await postJson(t, headers, '/api/orders/recalculate-costs', draft, 'fr-CA');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ costs: OrderCosts }>().costs.serviceCharge).toMatchObject({
      label: 'Catering fee',
      amount: 2,
    });
  });

  it('answers the service charge label with its French text in the ordering config', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders/ordering-config',
      headers: await bed.headers('staff'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderingConfig>().ordering.serviceCharge).toEqual({
      label: 'Service charge',
      value: '10',
      localization: { fr: { label: 'Frais de service' } },
    });
  });

  it('answers a membership’s promotions with their French names', async () => {
    const res = await postJson(
      t,
      await bed.headers('staff'),
      '/api/auth/get-user-membership-promo',
      { identifier: 'gold-1' },
      'fr-CA',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Membership>().promos).toEqual([
      { name: 'Gold members', value: '10', localization: { fr: { name: 'Membres or' } } },
    ]);
  });

  it('keeps the French names of an item’s prices and answers them on the published menu', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/menus/${menuId}/items`,
      headers: await bed.headers('admin'),
      payload: {
        name: 'Iced tea',
        base_price: 2,
        default_price_name: 'Cup',
        localization: { fr: { name: 'Thé glacé', default_price_name: 'Tasse' } },
        price_options: [
          { name: 'Small', price: 2.5, localization: { fr: { name: 'Petit' } } },
          { name: 'Large', price: 3.5 },
        ],
        published: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const menus = await readPublishedMenus(t, await bed.headers('staff'));
    const item = menus
      .flatMap((menu) => menu.items)
      .find((candidate) => candidate.id === created.json<Item>().id);
    expect(item).toMatchObject({
      localization: { fr: { name: 'Thé glacé', default_price_name: 'Tasse' } },
      price_options: [
        { name: 'Small', price: 2.5, localization: { fr: { name: 'Petit' } } },
        { name: 'Large', price: 3.5 },
      ],
    });
  });
});
