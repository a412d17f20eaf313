import { dueInstant } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customCheckoutQuestions } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createMembershipFixture, setDeliverySettingsFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderCount,
  orderingLocation,
  submitOrder,
  takeOutDraft,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What the submit checks of the checkout and only the submit: custom question answers, the
 * contact's formats (recalculate-costs and validate price whatever they say), an expired
 * membership, the location's delivery flag and the menu's timing.
 */
describe('checkout rules of POST /api/orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses unanswered required questions, answers that do not fit and unknown questions', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const [open, dropdown, time] = await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .insert(customCheckoutQuestions)
        .values([
          { restaurant_id: place.locationId, type: 'open', text: 'Allergies?', required: true },
          {
            restaurant_id: place.locationId,
            type: 'dropdown',
            text: 'Cutlery',
            options: ['Yes', 'No'],
          },
          { restaurant_id: place.locationId, type: 'timepicker', text: 'Arrival' },
        ])
        .returning({ id: customCheckoutQuestions.id }),
    );
    const lines = [{ id: place.burger, menu_id: place.menuId }];
    const withAnswers = (questions: { question_id: number; answer: unknown }[]) =>
      takeOutDraft(place.menuId, lines, {
        checkout: { contact: guestContact, questions: questions as never },
      });

    const unanswered = await callApi(t, manager, 'POST', '/api/orders', {
      body: withAnswers([]),
      locale: 'fr-CA',
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [`data.checkout.questions.${open!.id}`]: 'Ce champ est requis.' },
    });

    const misfits = await callApi(t, manager, 'POST', '/api/orders', {
      body: withAnswers([
        { question_id: open!.id, answer: '   ' },
        { question_id: dropdown!.id, answer: 'Maybe' },
        { question_id: time!.id, answer: '7 pm' },
        { question_id: 999_999, answer: 'Hello' },
      ]),
    });
    expect(misfits.statusCode).toBe(400);
    expect(misfits.json<{ fields: Record<string, string> }>().fields).toEqual({
      [`data.checkout.questions.${open!.id}`]: 'This field is required.',
      [`data.checkout.questions.${dropdown!.id}`]: "This value isn't valid.",
      [`data.checkout.questions.${time!.id}`]: "This value isn't valid.",
      'data.checkout.questions.999999': "This value isn't valid.",
    });
    expect(await orderCount(t, place.locationId)).toBe(0);

    const order = await submitOrder(
      t,
      manager,
      withAnswers([
        { question_id: open!.id, answer: 'Peanuts' },
        { question_id: dropdown!.id, answer: 'No' },
        { question_id: time!.id, answer: '19:30' },
      ]),
    );
    expect(order.data.checkout.questions).toHaveLength(3);
  });

  it('prices a half-typed phone number and refuses it only on submit', async () => {
    const place = await orderingLocation(t);
    const manager = await place.headers('manager');
    const draft = takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
      checkout: { contact: { ...guestContact, phone_number: '514-555-01' } },
    });
    for (const url of ['/api/orders/recalculate-costs', '/api/orders/validate']) {
      const priced = await callApi(t, manager, 'POST', url, { body: draft });
      expect(priced.statusCode, url).toBe(200);
      expect(priced.json<{ costs: unknown }>().costs, url).toMatchObject({
        subtotal: 12.5,
        total: 14.13,
      });
    }
    const submit = await callApi(t, manager, 'POST', '/api/orders', {
      body: draft,
      locale: 'fr-CA',
    });
    expect(submit.statusCode).toBe(400);
    expect(submit.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        'data.checkout.contact.phone_number':
          'Entrez le numéro de téléphone sous la forme 999-999-9999.',
      },
    });
    expect(await orderCount(t, place.locationId)).toBe(0);
  });

  it('tells an expired membership from an unknown one, with its date', async () => {
    const place = await orderingLocation(t, { flags: { membership_program: true } });
    const manager = await place.headers('manager');
    await createMembershipFixture(t, place.locationId, {
      identifier: 'LAPSED-7',
      expires_at: new Date('2020-01-15T12:00:00Z'),
    });
    const draft = (identifier: string) =>
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        checkout: { contact: guestContact, memberInfo: { identifier } },
      });
    const expired = await callApi(t, manager, 'POST', '/api/orders', {
      body: draft('lapsed-7'),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'membership_expired',
      message: 'This membership expired on 2020/01/15.',
    });
    const unknown = await callApi(t, manager, 'POST', '/api/orders', { body: draft('NOBODY') });
    expect(unknown.json()).toMatchObject({ code: 'membership_not_found' });
    const recalculated = await callApi(t, manager, 'POST', '/api/orders/recalculate-costs', {
      body: draft('LAPSED-7'),
      locale: 'fr-CA',
    });
    expect(recalculated.json<{ problems: unknown[] }>().problems).toContainEqual({
      cartIndex: null,
      code: 'membership_expired',
      message: 'Cette adhésion a expiré le 15/01/2020.',
    });
    expect(await orderCount(t, place.locationId)).toBe(0);
  });

  it("refuses delivery where the location's delivery flag is off, whatever its settings", async () => {
    const place = await orderingLocation(t, { flags: { delivery: false } });
    const manager = await place.headers('manager');
    await setDeliverySettingsFixture(t, place.locationId, { enabled: true, type: 'custom' });
    const response = await callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        type: 'delivery',
        checkout: {
          contact: guestContact,
          delivery: { type: 'custom', location: 'Main floor' } as never,
        },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'delivery_config_invalid' });
    expect(await orderCount(t, place.locationId)).toBe(0);
  });

  it('schedules a take-out order from a menu that takes no orders on demand', async () => {
    const place = await orderingLocation(t, { menu: { on_demand: false, scheduled: true } });
    const manager = await place.headers('manager');
    const lines = [{ id: place.burger, menu_id: place.menuId }];
    const asap = await callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, lines),
    });
    expect(asap.statusCode).toBe(400);
    expect(asap.json()).toMatchObject({ code: 'scheduling_unavailable' });
    const date = isoDateInDays(3);
    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, lines, {
        checkout: { contact: guestContact, pickup: { dueByDate: date, dueByTime: '12:00' } },
      }),
    );
    expect(order.pickup_time).toBe(dueInstant(date, '12:00', 'America/Toronto').toISOString());
  });
});
