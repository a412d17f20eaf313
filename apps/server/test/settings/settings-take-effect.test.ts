import type { CustomQuestionConfig, OrderCosts } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  orderCount,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The settings calls end to end: a manager changes the tax rates, a promo code, the minimum
 * order amount and a required question through the settings API, and the next order is priced
 * and submitted by those rules at once — refused while it breaks one, taken when it obeys all.
 */
describe('settings take effect on the next order', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  let question: CustomQuestionConfig;
  beforeAll(async () => {
    t = await buildTestApp();
    // Burger 12.50, Fries 4.00; the location starts with Ontario's HST 13 %.
    place = await orderingLocation(t, { flags: { discount: true } });
    manager = await place.headers('manager');
    const put = async (path: string, body: unknown) => {
      const res = await callApi(t, manager, 'PUT', `/api/settings/${path}`, { body });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    await put('tax-rates', [
      { code: 'HST', label: 'HST', value: 15, is_default: true, effective_from: null },
      { code: 'HST', label: 'HST', value: 14, is_default: true, effective_from: '2025-04-01' },
    ]);
    const promo = await callApi(t, manager, 'POST', '/api/settings/promo-codes', {
      body: { name: 'HARBOUR10', type: 'percentage', value: 10 },
    });
    expect(promo.statusCode, promo.body).toBe(201);
    await put('ordering-parameters', {
      max_items_per_order: null,
      max_items_per_cart: null,
      cutoff: null,
      window_max_days: null,
      exclude_weekends: false,
      minimum_order_amount: 20,
      service_charge_enabled: false,
      service_charge_value: null,
      service_charge_label: null,
      localization: {},
    });
    const questions = await put('custom-questions', [
      {
        type: 'open',
        text: 'Buzzer number?',
        options: [],
        required: true,
        localization: { fr: { text: 'Numéro d’interphone?' } },
      },
    ]);
    question = questions.json<CustomQuestionConfig[]>()[0]!;
  });
  afterAll(() => t.close());

  const burgers = (quantity: number) =>
    Array.from({ length: quantity }, () => ({ id: place.burger, menu_id: place.menuId }));
  const draft = (quantity: number, answer: string | null) =>
    takeOutDraft(place.menuId, burgers(quantity), {
      checkout: {
        pricing: { discountCode: 'harbour10' },
        questions: answer === null ? [] : [{ question_id: question.id, answer }],
      },
    });

  it('prices with the promo code and the tax rate in force today', async () => {
    const res = await callApi(t, manager, 'POST', '/api/orders/recalculate-costs', {
      body: draft(2, 'B12'),
    });
    expect(res.statusCode, res.body).toBe(200);
    // 2 × 12.50 = 25.00; 10 % off = 22.50; HST 14 % of 22.50 = 3.15.
    expect(res.json<{ costs: OrderCosts }>().costs).toMatchObject({
      subtotal: 25,
      subtotalDiscounted: 22.5,
      taxBrackets: [{ code: 'HST', label: 'HST', rate: 14, taxable: 22.5, amount: 3.15 }],
      total: 25.65,
    });
  });

  it('refuses an order under the minimum, and one without the required answer', async () => {
    const before = await orderCount(t, place.locationId);
    const small = await callApi(t, manager, 'POST', '/api/orders', { body: draft(1, 'B12') });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: 'minimum_order_amount' });
    const unanswered = await callApi(t, manager, 'POST', '/api/orders', {
      body: draft(2, null),
      locale: 'fr-CA',
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json()).toMatchObject({
      fields: { [`data.checkout.questions.${question.id}`]: 'Ce champ est requis.' },
    });
    expect(await orderCount(t, place.locationId)).toBe(before);
  });

  it('takes the order that obeys every setting, with its answer and its costs', async () => {
    const order = await submitOrder(t, manager, draft(2, 'B12'));
    expect(order.data.costs).toMatchObject({ subtotalDiscounted: 22.5, total: 25.65 });
    expect(order.data.checkout.questions).toEqual([
      expect.objectContaining({ question_id: question.id, answer: 'B12' }),
    ]);
  });
});
