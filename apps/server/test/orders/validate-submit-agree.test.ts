import { dayOfWeekOfDate, dueInstant, type OrderDraftInput } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEventFixture,
  createOrderableMenuFixture,
  setOrderingParametersFixture,
} from '../helpers/order-fixtures.ts';
import {
  callApi,
  isoDateInDays,
  orderCount,
  orderingLocation,
  takeOutDraft,
  type Locale,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface Validated {
  valid: boolean;
  problems: { cartIndex: number | null; code: string; message: string }[];
}

/**
 * `POST /orders/validate` and `POST /orders` judge a draft by the same rules (check-order.ts):
 * whatever the submit refuses, validate lists with the same code and message, and a draft
 * validate finds valid is taken. The location's $100 minimum applies to every order type.
 */
describe('validate and submit agree', () => {
  let t: TestApp;
  let place: OrderingLocation;
  const date = isoDateInDays(9);
  const drafts: Record<string, OrderDraftInput> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, {
      flags: { catering: true, suites_enabled: true, k12: true },
      menu: { on_demand: false },
      items: [{ name: 'Platter', base_price: 25, tax_rebate_eligibility: 'not_eligible' }],
    });
    await setOrderingParametersFixture(t, place.locationId, { minimum_order_amount: 100 });
    const { menuId, burger: platter } = place;
    const lines = (quantity: number) => [{ id: platter, menu_id: menuId, quantity }];
    const at = (time: string) => ({
      pickup: { scheduled: true, dueByDate: date, dueByTime: time },
    });
    const evening = [
      { day_of_week: dayOfWeekOfDate(date), start_time: '18:00', end_time: '23:59' },
    ];
    const pack = await createOrderableMenuFixture(t, place.locationId, {
      menu: { name: 'Suite package', event_package: true, dine_in: false, on_demand: false },
      items: [{ name: 'Nacho tray', base_price: 40, tax_rebate_eligibility: 'not_eligible' }],
      availability: evening,
    });
    const lunch = await createOrderableMenuFixture(t, place.locationId, {
      menu: { name: 'Lunch', on_demand: false },
      items: [{ name: 'Box', base_price: 30, tax_rebate_eligibility: 'not_eligible' }],
      availability: [
        { day_of_week: dayOfWeekOfDate(date), start_time: '11:00', end_time: '14:00' },
      ],
    });
    const booked = await createEventFixture(t, place.locationId, {
      start_date: dueInstant(date, '19:30', 'America/Toronto'),
      suites: ['Suite 12'],
      packages: [pack.menu.id],
    });
    const event = (quantity: number) =>
      takeOutDraft(pack.menu.id, [{ id: pack.items[0]!.id, menu_id: pack.menu.id, quantity }], {
        type: 'event',
        config: { menuManagerEvent: booked.event.id, menuManagerEventBEO: booked.suites[0]!.id },
      });
    const school = { student_name: 'Sam', grade: '4', teacher: 'Ms. Roy' };
    Object.assign(drafts, {
      cateringUnderMinimum: takeOutDraft(menuId, lines(3), {
        type: 'catering',
        checkout: at('12:00'),
      }),
      eventUnderMinimum: event(2),
      closedHours: takeOutDraft(
        lunch.menu.id,
        [{ id: lunch.items[0]!.id, menu_id: lunch.menu.id, quantity: 4 }],
        {
          type: 'catering',
          checkout: at('16:00'),
        },
      ),
      schoolTip: takeOutDraft(menuId, lines(4), {
        type: 'school',
        checkout: { ...at('12:00'), school, pricing: { tip: '15' } },
      }),
      noContact: takeOutDraft(menuId, lines(4), {
        type: 'catering',
        checkout: { ...at('12:00'), contact: { full_name: '', email: 'nope', phone_number: '' } },
      }),
      cateringValid: takeOutDraft(menuId, lines(4), { type: 'catering', checkout: at('12:00') }),
      eventValid: event(3),
      schoolValid: takeOutDraft(menuId, lines(4), {
        type: 'school',
        checkout: { ...at('12:00'), school },
      }),
    });
  });
  afterAll(() => t.close());

  async function judge(name: string, locale: Locale = 'en-CA') {
    const headers = await place.headers('manager');
    const body = drafts[name];
    const validated = await callApi(t, headers, 'POST', '/api/orders/validate', { body, locale });
    expect(validated.statusCode, validated.body).toBe(200);
    const before = await orderCount(t, place.locationId);
    const submitted = await callApi(t, headers, 'POST', '/api/orders', { body, locale });
    return {
      validated: validated.json<Validated>(),
      submitted: {
        status: submitted.statusCode,
        body: submitted.json<{ code: string; message: string }>(),
      },
      written: (await orderCount(t, place.locationId)) - before,
    };
  }

  it.each([
    ['cateringUnderMinimum', 'minimum_order_amount', 'The minimum order is $100.00.'],
    ['eventUnderMinimum', 'minimum_order_amount', 'The minimum order is $100.00.'],
    ['closedHours', 'item_unavailable', undefined],
    ['schoolTip', 'tip_not_offered', 'School orders take no tip. Remove the tip.'],
  ])(
    '%s: validate lists what submit refuses, and nothing is written',
    async (name, code, message) => {
      const { validated, submitted, written } = await judge(name);
      expect(validated.valid).toBe(false);
      expect(validated.problems.map((problem) => problem.code)).toContain(code);
      expect(submitted.status).toBe(400);
      expect(submitted.body.code).toBe(code);
      const listed = validated.problems.find((problem) => problem.code === code)!;
      expect(listed.message).toBe(submitted.body.message);
      if (message) expect(listed.message).toBe(message);
      expect(written).toBe(0);
    },
  );

  it('lists each field the submit names when the contact is missing', async () => {
    const { validated, submitted } = await judge('noContact');
    const body = submitted.body as unknown as { code: string; messages: string[] };
    expect(submitted.status).toBe(400);
    expect(body.code).toBe('validation_failed');
    expect(body.messages).toContain("data.checkout.contact.email: This email isn't valid.");
    expect(validated.valid).toBe(false);
    expect(validated.problems.map((problem) => problem.message)).toEqual(body.messages);
  });

  it('says the minimum in French, at validate and at submit', async () => {
    const { validated, submitted } = await judge('eventUnderMinimum', 'fr-CA');
    const message = 'La commande minimale est de 100,00\u00a0$.';
    expect(validated.problems).toContainEqual({
      cartIndex: null,
      code: 'minimum_order_amount',
      message,
    });
    expect(submitted.body.message).toBe(message);
  });

  it.each(['cateringValid', 'eventValid', 'schoolValid'])(
    '%s: validate finds it valid and submit takes it',
    async (name) => {
      const { validated, submitted, written } = await judge(name);
      expect(validated).toMatchObject({ valid: true, problems: [] });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      expect(written).toBe(1);
    },
  );
});
