import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { takeOutDraft } from '../helpers/order-writes.ts';
import {
  createMembershipFixture,
  createOrderableMenuFixture,
  createOrderingTestbed,
  postJson,
  updateLocationFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';

const URL = '/api/auth/get-user-membership-promo';

/** `POST /api/auth/get-user-membership-promo`: a guest's membership and its promotions. */
describe('POST /api/auth/get-user-membership-promo', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let gold: { id: number };
  let openMenu: number;
  let membersMenu: number;
  let vipMenu: number;
  let foreignMenu: number;

  beforeAll(async () => {
    // More look-ups than the default rate limit allows one user (membership-lookup-limit.test.ts).
    t = await buildTestApp({ env: { MEMBERSHIP_LOOKUPS_PER_MINUTE: '100' } });
    bed = await createOrderingTestbed(t, { membership_program: true });
    gold = await createMembershipFixture(t, bed.locationId, {
      identifier: 'Gold-42',
      type: 'gold',
      name: 'Ada Lovelace',
      promos: [{ name: 'Gold', value: '10' }],
      expires_at: new Date('2100-01-01T00:00:00Z'),
    });
    await createMembershipFixture(t, bed.locationId, {
      identifier: 'BASIC-1',
      type: 'basic',
    });
    await createMembershipFixture(t, bed.locationId, { identifier: 'OFF-1', active: false });
    await createMembershipFixture(t, bed.locationId, {
      identifier: 'PAST-1',
      expires_at: new Date('2020-01-15T12:00:00Z'),
    });
    await createMembershipFixture(t, bed.otherLocationId, { identifier: 'ELSEWHERE-1' });
    const item = [{ name: 'Dish', base_price: 1 }];
    openMenu = (await createOrderableMenuFixture(t, bed.locationId, { items: item })).menu.id;
    membersMenu = (
      await createOrderableMenuFixture(t, bed.locationId, {
        menu: { name: 'Members', member_only: true },
        items: item,
      })
    ).menu.id;
    vipMenu = (
      await createOrderableMenuFixture(t, bed.locationId, {
        menu: { name: 'VIP lounge', member_only: true },
        items: item,
      })
    ).menu.id;
    foreignMenu = (await createOrderableMenuFixture(t, bed.otherLocationId, { items: item })).menu
      .id;
    // Basic members open the members menu only; gold members every members-only menu.
    await updateLocationFixture(t, bed.locationId, {
      menu_configuration: { membership_customization: { menu_access: { basic: [membersMenu] } } },
    });
  });
  afterAll(() => t.close());

  const lookUp = async (body: Record<string, unknown>, locale?: 'en-CA' | 'fr-CA') =>
    postJson(t, await bed.headers('staff'), URL, body, locale);

  it('answers the membership, found by its identifier in any case', async () => {
    const res = await lookUp({ identifier: ' gold-42 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: gold.id,
      identifier: 'Gold-42',
      type: 'gold',
      name: 'Ada Lovelace',
      promos: [{ name: 'Gold', value: '10' }],
      expires_at: '2100-01-01T00:00:00.000Z',
    });
  });

  it("answers 404 for unknown, inactive and another location's identifiers", async () => {
    for (const identifier of ['NOBODY', 'OFF-1', 'ELSEWHERE-1']) {
      const res = await lookUp({ identifier }, 'fr-CA');
      expect(res.statusCode, identifier).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'membership_not_found',
        message: 'Aucune adhésion n’a été trouvée pour ce type.',
      });
    }
  });

  it("answers 400 with the expiry date, in the caller's format, for an expired membership", async () => {
    const res = await lookUp({ identifier: 'past-1' }, 'fr-CA');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'membership_expired',
      message: 'Cette adhésion a expiré le 15/01/2020.',
    });
  });

  it('checks that the membership opens the members-only menu asked for', async () => {
    expect((await lookUp({ identifier: 'GOLD-42', menuId: vipMenu })).statusCode).toBe(200);
    expect((await lookUp({ identifier: 'BASIC-1', menuId: membersMenu })).statusCode).toBe(200);
    expect((await lookUp({ identifier: 'BASIC-1', menuId: openMenu })).statusCode).toBe(200);
    const refused = await lookUp({ identifier: 'BASIC-1', menuId: vipMenu });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'membership_no_access',
      message: 'This membership code does not give access to this menu.',
    });
  });

  it("answers 404 for another location's menu and refuses another location's id", async () => {
    const menu = await lookUp({ identifier: 'GOLD-42', menuId: foreignMenu });
    expect(menu.statusCode).toBe(404);
    expect(menu.json()).toMatchObject({ code: 'not_found' });
    const tenant = await lookUp({ identifier: 'GOLD-42', restaurantId: bed.otherLocationId });
    expect(tenant.statusCode).toBe(403);
    expect(tenant.json()).toMatchObject({ code: 'tenant_not_recognized' });
    const same = await lookUp({ identifier: 'GOLD-42', restaurantId: bed.locationId });
    expect(same.statusCode).toBe(200);
  });

  it('finds nothing where the location has no membership programme', async () => {
    const plain = await createOrderingTestbed(t);
    await createMembershipFixture(t, plain.locationId, { identifier: 'GOLD-42' });
    const res = await postJson(t, await plain.headers('member'), URL, { identifier: 'GOLD-42' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'membership_not_found' });
  });

  it('refuses an empty identifier with 400 validation_failed', async () => {
    const res = await lookUp({ identifier: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('applies the same access rule when an order is priced', async () => {
    const vip = await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'VIP 2', member_only: true },
      items: [{ name: 'Caviar', base_price: 50 }],
    });
    const draft = (identifier: string) =>
      takeOutDraft(vip.menu.id, [{ id: vip.items[0]!.id, menu_id: vip.menu.id }], {
        checkout: { memberInfo: { identifier } },
      });
    const basic = await postJson(
      t,
      await bed.headers('staff'),
      '/api/orders/validate',
      draft('BASIC-1'),
    );
    expect(basic.json<{ problems: { code: string }[] }>().problems.map((p) => p.code)).toEqual([
      'membership_no_access',
    ]);
    const goldDraft = await postJson(
      t,
      await bed.headers('staff'),
      '/api/orders/validate',
      draft('gold-42'),
    );
    expect(goldDraft.json()).toMatchObject({
      valid: true,
      items: [{ name: 'Caviar', orderPrice: 50 }],
      costs: { memberDiscount: { value: '10', amount: 5 } },
    });
  });
});
