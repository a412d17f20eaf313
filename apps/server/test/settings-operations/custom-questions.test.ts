import type { CustomQuestionConfig, CustomQuestionInput, OrderingConfig } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { settingsCall, settingsChanges } from './operations-api.ts';

const allergies: CustomQuestionInput = {
  type: 'open',
  text: 'Allergies?',
  options: [],
  required: true,
  localization: { fr: { text: 'Allergies?' } },
};
const cutlery: CustomQuestionInput = {
  type: 'dropdown',
  text: 'Cutlery',
  options: ['Yes', 'No'],
  required: false,
  localization: { fr: { text: 'Ustensiles', options: ['Oui', 'Non'] } },
};
const arrival: CustomQuestionInput = {
  type: 'timepicker',
  text: 'Arrival',
  options: [],
  required: false,
  localization: { fr: { text: 'Arrivée' } },
};

describe('GET/PUT /api/settings/custom-questions', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t);
    manager = await place.headers('manager');
  });
  afterAll(() => t.close());

  const save = (body: unknown, locale?: 'en-CA' | 'fr-CA', headers = manager) =>
    settingsCall(t, headers, 'PUT', 'custom-questions', body, locale);
  const list = async (headers = manager) =>
    (await settingsCall(t, headers, 'GET', 'custom-questions')).json<CustomQuestionConfig[]>();

  it('replaces the list whole, keeping the ids sent, in the order sent', async () => {
    const first = await save([allergies, cutlery]);
    expect(first.statusCode, first.body).toBe(200);
    const [a, c] = first.json<CustomQuestionConfig[]>();
    expect(a).toMatchObject(allergies);
    expect(typeof a!.id).toBe('number');
    expect(c).toMatchObject({ text: 'Cutlery', localization: { fr: { options: ['Oui', 'Non'] } } });

    const second = await save([arrival, { ...cutlery, id: c!.id, text: 'Cutlery please' }]);
    expect(second.statusCode, second.body).toBe(200);
    expect(await list()).toEqual([
      expect.objectContaining({ text: 'Arrival' }),
      expect.objectContaining({ id: c!.id, text: 'Cutlery please' }),
    ]);
    const [entry] = await settingsChanges(t, place.locationId, 'custom_questions');
    expect((entry!.before as unknown[]).length).toBe(2);
    expect(entry!.after).toEqual(await list());
    expect(await list(await place.headers('manager', place.otherLocationId))).toEqual([]);
  });

  it('refuses members and leads', async () => {
    for (const role of ['member', 'lead']) {
      const res = await save([allergies], 'en-CA', await place.headers(role));
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses incomplete French, too many questions and ids of other locations, changing nothing', async () => {
    const before = await list();
    const french = await save(
      [{ ...cutlery, localization: { fr: { text: 'Ustensiles', options: ['Oui'] } } }],
      'fr-CA',
    );
    expect(french.statusCode).toBe(400);
    expect(french.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        '0.localization.fr.options.1':
          'Entrez le texte français de la question et de chaque option.',
      },
    });
    const many = await save(Array.from({ length: 16 }, () => arrival));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({
      fields: { _: 'A location may ask at most 15 questions.' },
    });
    const elsewhere = await settingsCall(
      t,
      await place.headers('manager', place.otherLocationId),
      'PUT',
      'custom-questions',
      [arrival],
    );
    const foreignId = elsewhere.json<CustomQuestionConfig[]>()[0]!.id;
    const foreign = await save([{ ...arrival, id: foreignId }]);
    expect(foreign.statusCode).toBe(404);
    const twice = await save([arrival, arrival].map((q) => ({ ...q, id: before[0]!.id })));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ fields: { '1.id': "This value isn't valid." } });
    expect(await list()).toEqual(before);
    const other = await list(await place.headers('manager', place.otherLocationId));
    expect(other).toEqual([expect.objectContaining({ id: foreignId, text: 'Arrival' })]);
  });

  it('is asked at checkout at once: a required question must be answered, a time as HH:mm', async () => {
    const saved = await save([allergies, arrival]);
    const [required, time] = saved.json<CustomQuestionConfig[]>();
    const config = await callApi(t, manager, 'GET', '/api/orders/ordering-config');
    expect(config.json<OrderingConfig>().customQuestions.map((q) => q.id)).toEqual([
      required!.id,
      time!.id,
    ]);
    const draft = (questions: { question_id: number; answer: unknown }[]) =>
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        checkout: { contact: guestContact, questions: questions as never },
      });
    const count = await orderCount(t, place.locationId);
    const unanswered = await callApi(t, manager, 'POST', '/api/orders', {
      body: draft([{ question_id: time!.id, answer: '7 pm' }]),
      locale: 'fr-CA',
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        [`data.checkout.questions.${required!.id}`]: 'Ce champ est requis.',
        [`data.checkout.questions.${time!.id}`]: 'Cette valeur n’est pas valide.',
      },
    });
    expect(await orderCount(t, place.locationId)).toBe(count);
    const order = await submitOrder(
      t,
      manager,
      draft([
        { question_id: required!.id, answer: 'Peanuts' },
        { question_id: time!.id, answer: '18:30' },
      ]),
    );
    expect(order.id).toEqual(expect.any(Number));
  });
});
