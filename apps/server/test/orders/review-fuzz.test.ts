import { orderStatuses, orderTypes, paymentPreferences, type OrderDraftInput } from '@app/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCreditFixture,
  createMembershipFixture,
  createOrderableMenuFixture,
  createOptionGroupFixture,
  createPromoCodeFixture,
  linkOptionGroupsFixture,
  setDeliverySettingsFixture,
  setOrderingParametersFixture,
} from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { nastyJson, nastyNumber, nastyString as nastyStringOf } from '../helpers/fuzz-values.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Review, property: whatever a caller sends to the order routes, the answer is never a 5xx (bad
 * input is a clear 4xx). Bodies start from valid requests and have one to three of their fields
 * replaced by odd values — text with U+0000, ids beyond int4, dates and times that do not exist,
 * negative money, values of the wrong kind — so that the odd value gets past the rest of the
 * schema and reaches pricing, scheduling and the database.
 */
describe('odd input on order routes', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  let openOrders: number[];
  let refs: number[];
  let otherLocationMenuId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, {
      flags: {
        discount: true,
        membership_program: true,
        subsidies: true,
        app8_credits: true,
        delivery: true,
        k12: true,
        catering: true,
      },
    });
    const id = place.locationId;
    const group = await createOptionGroupFixture(t, id, {
      name: 'Sauce',
      limit: 2,
      values: [{ name: 'Ketchup', price: 0.5 }, { name: 'Mayo' }],
    });
    await linkOptionGroupsFixture(t, id, place.burger, [group.group.id]);
    await createPromoCodeFixture(t, id, { name: 'TEN', type: 'percentage', value: 10 });
    await createMembershipFixture(t, id, {
      identifier: 'M-1',
      promos: [{ name: 'M', value: '5' }],
    });
    await createCreditFixture(t, id, { email: guestContact.email, balance: 20 });
    await setOrderingParametersFixture(t, id, {
      service_charge_enabled: true,
      service_charge_value: 10,
      max_items_per_order: 50,
    });
    await setDeliverySettingsFixture(t, id, {
      enabled: true,
      type: 'address',
      latitude: 43.65,
      longitude: -79.38,
      radius_km: 50,
    });
    manager = await place.headers('manager');
    const draft = takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]);
    openOrders = [];
    for (let index = 0; index < 3; index += 1) {
      openOrders.push((await submitOrder(t, manager, draft)).id);
    }
    otherLocationMenuId = (
      await createOrderableMenuFixture(t, place.otherLocationId, { items: [{ name: 'Elsewhere' }] })
    ).menu.id;
    refs = [place.menuId, place.burger, place.fries, group.group.id, group.values[0]!.id];
  });
  afterAll(() => t.close());

  const nastyString = nastyStringOf([
    '-5$',
    '150',
    '5$',
    '0',
    '100',
    '%',
    '$',
    '1e400',
    '24:00',
    '23:59',
    '02:30',
    '2030-01-07',
    '2024-03-10',
    '2024-11-03',
    '0000-01-01',
    '9999-12-31',
    '2023-02-29',
    'dine_in',
    'school',
    'delivery',
    'catering',
    'generic_catering',
    'event',
    'lane_reservation',
    'retail',
    'credit_card',
    'cancelled',
    'completed',
    'in_progress',
  ]);
  const value = nastyJson([], nastyString);
  /** Odd values: the wrong kind, or out of every range. */
  const odd = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null), value);
  /** Mostly values the schema accepts (so they reach pricing and the database), some odd ones. */
  const plausible = (...valid: fc.Arbitrary<unknown>[]) =>
    fc.oneof({ arbitrary: fc.oneof(...valid), weight: 4 }, { arbitrary: odd, weight: 1 });
  const id = () =>
    fc.oneof(
      fc.integer({ min: 0, max: 4 }).map((index) => refs[index]),
      fc.integer({ min: 1, max: 2_147_483_647 }),
      fc.constant(otherLocationMenuId),
    );
  const text = (max: number) =>
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: max }),
      fc.constantFrom('\u0000', 'a\u0000b', '', ' ', 'TEN', 'M-1', 'tok_x', 'x'.repeat(max)),
    );
  const isoDate = fc.oneof(
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    fc.constantFrom('2030-01-07', '2030-03-10', '2030-11-03', '0001-01-01', '9999-12-31'),
  );
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const money = fc.oneof(
    fc.double({ min: 0, max: 100_000, noNaN: true }),
    fc.constantFrom(0, 0.001, 0.005, 99_999.995, 100_000),
  );
  const charge = fc.oneof(
    money.map((amount) => `${amount}$`),
    fc.double({ min: 0, max: 100, noNaN: true }).map(String),
    fc.constantFrom('0', '0$', '100', '100 %', '5,50 $', '999999999999$', '1e2', '0.0005'),
  );
  const quantity = fc.oneof(fc.integer({ min: 1, max: 999 }), fc.constantFrom(1, 2, 999));
  const draftPaths: Record<string, fc.Arbitrary<unknown>> = {
    type: plausible(fc.constantFrom(...orderTypes)),
    'data.config.menuId': plausible(id()),
    'data.config.takeOutType': plausible(fc.constantFrom('pickup', 'delivery', 'catering', null)),
    'data.config.tableInfo.tableNum': plausible(text(40)),
    'data.config.menuManagerEvent': plausible(id()),
    'data.config.menuManagerEventBEO': plausible(id()),
    'data.config.menuManagerEventPackage': plausible(id()),
    'data.config.menuManagerLaneReservation': plausible(
      fc.record({ lane: text(40), date: isoDate, start: time, end: time }),
    ),
    'data.config.isKiosk': plausible(fc.boolean()),
    'data.items.0.id': plausible(id()),
    'data.items.0.menu_id': plausible(id()),
    'data.items.0.quantity': plausible(quantity),
    'data.items.0.price_option': plausible(text(20), fc.constant('Large')),
    'data.items.0.open_item': plausible(fc.boolean()),
    'data.items.0.open_price': plausible(money),
    'data.items.0.orderOptions.0.group_id': plausible(id()),
    'data.items.0.orderOptions.0.value_id': plausible(id()),
    'data.items.0.orderOptions.0.quantity': plausible(quantity),
    'data.items.0.special_instructions': plausible(text(250)),
    'data.items.1': plausible(
      fc.record({ id: id(), menu_id: id(), quantity, open_item: fc.boolean(), open_price: money }),
    ),
    'data.checkout.pickup.dueByDate': plausible(isoDate),
    'data.checkout.pickup.dueByTime': plausible(time, fc.constantFrom('24:00', '02:30')),
    'data.checkout.pickup.scheduled': plausible(fc.boolean()),
    'data.checkout.pickup.delivery': plausible(fc.boolean()),
    'data.checkout.pickup.prepTime': plausible(fc.nat()),
    'data.checkout.delivery': plausible(
      fc.record({
        type: fc.constantFrom('address', 'custom', 'stadium', 'school'),
        location: fc.option(text(100)),
        address: fc.option(
          fc.record({
            label: text(300),
            place_id: text(200),
            latitude: fc.double({ min: -90, max: 90, noNaN: true }),
            longitude: fc.double({ min: -180, max: 180, noNaN: true }),
          }),
        ),
      }),
    ),
    'data.checkout.contact.full_name': plausible(text(40)),
    'data.checkout.contact.email': plausible(text(40), fc.constant(guestContact.email)),
    'data.checkout.contact.phone_number': plausible(fc.constantFrom('416-555-0100', '')),
    'data.checkout.memberInfo': plausible(fc.record({ identifier: text(100) }), fc.constant(null)),
    'data.checkout.school': plausible(
      fc.record({ student_name: text(40), grade: fc.option(text(40)) }),
    ),
    'data.checkout.questions': plausible(
      fc.array(fc.record({ question_id: id(), answer: fc.oneof(text(500), fc.boolean()) }), {
        maxLength: 3,
      }),
    ),
    'data.checkout.paymentPreference': plausible(fc.constantFrom(...paymentPreferences)),
    'data.checkout.creditCard': plausible(fc.record({ token: text(200) })),
    'data.checkout.pricing.discountCode': plausible(text(100)),
    'data.checkout.pricing.tip': plausible(charge),
    'data.checkout.pricing.voucher': plausible(fc.record({ code: text(100), amount: money })),
    'data.checkout.pricing.useCredits': plausible(fc.boolean()),
    'data.checkout.pricing.subsidyCode': plausible(text(100)),
    'data.checkout.pricing.payWhatYouCan': plausible(money),
    'data.checkout.pricing.overrides.discount': plausible(charge),
    'data.checkout.pricing.overrides.serviceCharge': plausible(charge),
    'data.checkout.pricing.overrides.deliveryCharge': plausible(charge),
    'data.checkout.guest': plausible(fc.record({ name: text(40), phone: text(12) })),
  };

  /** `body` with the value at each dotted path replaced (arrays and objects made as needed). */
  function replaced(body: unknown, changes: [string, unknown][]): unknown {
    const copy = structuredClone(body) as Record<string, unknown>;
    for (const [path, next] of changes) {
      const keys = path.split('.');
      let node: Record<string, unknown> = copy;
      for (const key of keys.slice(0, -1)) {
        const child = node[key];
        if (child === null || typeof child !== 'object') node[key] = /^\d+$/.test(key) ? [] : {};
        node = node[key] as Record<string, unknown>;
      }
      node[keys.at(-1)!] = next;
    }
    return copy;
  }

  const validDraft = (): OrderDraftInput =>
    takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId, quantity: 2 }], {
      checkout: {
        contact: guestContact,
        pricing: { discountCode: 'TEN', tip: '15', useCredits: true },
        memberInfo: { identifier: 'M-1' },
      },
    });
  /** One to three of the paths, each with a value of its own arbitrary. */
  const changes = (paths: Record<string, fc.Arbitrary<unknown>>) =>
    fc.array(
      fc
        .constantFrom(...Object.keys(paths))
        .chain((path) => paths[path]!.map((next): [string, unknown] => [path, next])),
      { minLength: 1, maxLength: 3 },
    );

  /** Sends `numRuns` bodies, expecting no 5xx; answers how many were accepted (2xx). */
  async function neverFails(
    method: 'POST' | 'PUT' | 'GET',
    url: (index: number) => string,
    body: fc.Arbitrary<unknown> | null,
    numRuns: number,
  ): Promise<number> {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(), body ?? fc.constant(undefined), async (index, payload) => {
        const target = url(index);
        const res = await t.app.inject({
          method,
          url: target,
          headers: { ...manager, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) ?? 'null' }),
        });
        if (res.statusCode < 300) accepted += 1;
        expect(
          res.statusCode,
          `${method} ${target} ${JSON.stringify(payload)}: ${res.body}`,
        ).toBeLessThan(500);
      }),
      { numRuns },
    );
    return accepted;
  }

  const drafts = changes(draftPaths).map((list) => replaced(validDraft(), list));
  const fixed = (url: string) => () => url;

  it('never answers 5xx to order drafts (submit, modify, pricing)', async () => {
    const accepted = [
      await neverFails('POST', fixed('/api/orders'), drafts, 150),
      await neverFails(
        'PUT',
        (index) => `/api/orders/modify/${openOrders[index % openOrders.length]}`,
        drafts,
        100,
      ),
      await neverFails('POST', fixed('/api/orders/recalculate-costs'), drafts, 100),
      await neverFails('POST', fixed('/api/orders/validate'), drafts, 100),
    ];
    const overrides = changes({
      serviceCharge: plausible(charge, fc.constant(null)),
      deliveryCharge: plausible(charge, fc.constant(null)),
      discount: plausible(charge, fc.constant(null)),
    });
    const setCosts = fc
      .tuple(drafts, overrides)
      .map(([draft, list]) => ({ ...(draft as object), overrides: replaced({}, list) }));
    accepted.push(await neverFails('POST', fixed('/api/orders/set-costs'), setCosts, 100));
    // Many bodies get past the schema, so their odd values reach pricing and the database.
    for (const count of accepted) expect(count).toBeGreaterThan(5);
  }, 240_000);

  /** The draft paths under `prefix`, moved under `into`. */
  const pathsUnder = (prefix: string, into: string) =>
    Object.fromEntries(
      Object.entries(draftPaths)
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, arbitrary]) => [into + path.slice(prefix.length), arbitrary]),
    );
  const small = (paths: Record<string, fc.Arbitrary<unknown>>, valid: object) =>
    changes(paths).map((list) => replaced(valid, list));

  it('never answers 5xx to the other order calls', async () => {
    const item = small(
      {
        type: draftPaths.type!,
        dueAt: plausible(fc.date({ noInvalidDate: true }).map((date) => date.toISOString())),
        ...pathsUnder('data.items.0.', 'item.'),
      },
      { type: 'take_out', item: { id: place.burger, menu_id: place.menuId } },
    );
    await neverFails('POST', fixed('/api/orders/item'), item, 100);
    const update = small(
      {
        status: plausible(fc.constantFrom(...orderStatuses)),
        reason: plausible(text(500)),
        ...pathsUnder('data.checkout.', 'checkout.'),
      },
      { checkout: { contact: guestContact } },
    );
    await neverFails(
      'PUT',
      (index) => `/api/orders/${openOrders[index % openOrders.length]}`,
      update,
      100,
    );
    await neverFails(
      'POST',
      fixed('/api/orders/scheduling'),
      small(
        { menuId: plausible(id()), type: draftPaths.type!, date: plausible(isoDate) },
        { menuId: place.menuId, type: 'take_out' },
      ),
      60,
    );
    await neverFails(
      'POST',
      fixed('/api/orders/get-discount-info'),
      small({ code: plausible(text(100)) }, { code: 'TEN' }),
      40,
    );
    await neverFails(
      'POST',
      fixed('/api/auth/get-user-membership-promo'),
      small(
        {
          identifier: plausible(text(100)),
          restaurantId: plausible(id(), fc.constant(place.locationId)),
          menuId: plausible(id()),
        },
        { identifier: 'M-1' },
      ),
      40,
    );
    const year = new Date().getUTCFullYear();
    await neverFails(
      'POST',
      fixed('/api/payments/card-tokens'),
      small(
        {
          number: plausible(
            fc.constantFrom('4000 0000 0000 0002', '4111111111111111', '4242 4242 4242 4241'),
            fc.stringMatching(/^[0-9 ]{12,23}$/),
          ),
          exp_month: plausible(fc.integer({ min: 1, max: 12 })),
          exp_year: plausible(fc.integer({ min: 0, max: year + 30 })),
          cvc: plausible(fc.stringMatching(/^\d{3,4}$/)),
        },
        { number: '4242 4242 4242 4242', exp_month: 12, exp_year: year + 1, cvc: '123' },
      ),
      60,
    );
  }, 240_000);

  it('never answers 5xx to odd query strings and path ids', async () => {
    const text = fc.oneof(
      nastyString,
      nastyNumber.map(String),
      value.map((v) => JSON.stringify(v)),
    );
    const query = (names: string[]) =>
      fc
        .array(fc.tuple(fc.constantFrom(...names), text), { minLength: 1, maxLength: 3 })
        .map((pairs) => new URLSearchParams(pairs).toString());
    const queries = fc.sample(query(['status', 'cursor', 'limit', 'search']), 80);
    const menus = fc.sample(query(['menuId']), 40);
    const addresses = fc.sample(query(['q']), 40);
    const ids = fc.sample(fc.oneof(nastyString, nastyNumber.map(String)), 40);
    const urls = [
      ...queries.map((q) => `/api/orders?${q}`),
      ...menus.map((q) => `/api/orders/get-next-order-queue-time?${q}`),
      ...addresses.map((q) => `/api/orders/address-suggestions?${q}`),
      ...ids.map((id) => `/api/orders/order-with-validated-items/${encodeURIComponent(id)}`),
    ];
    for (const url of urls) {
      const res = await callApi(t, manager, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
    for (const id of ids) {
      const res = await callApi(t, manager, 'PUT', `/api/orders/${encodeURIComponent(id)}`, {
        body: { status: 'in_progress' },
      });
      expect(res.statusCode, `PUT ${id}: ${res.body}`).toBeLessThan(500);
    }
  }, 240_000);
});
