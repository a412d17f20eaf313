import type { OrderCosts, OrderingParameters } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { noLimits, settingsCall, settingsChanges } from './operations-api.ts';

const serviceCharge = {
  service_charge_enabled: true,
  service_charge_value: '10',
  service_charge_label: 'Service charge',
  localization: { fr: { service_charge_label: 'Frais de service' } },
};

describe('GET/PUT /api/settings/ordering-parameters', () => {
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
    settingsCall(t, headers, 'PUT', 'ordering-parameters', body, locale);
  const read = async (headers = manager) => {
    const res = await settingsCall(t, headers, 'GET', 'ordering-parameters');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderingParameters>();
  };

  it('answers no limits for a location without parameters, and saves them whole', async () => {
    expect(await read()).toEqual({
      ...noLimits,
      end_of_school_year: null,
      end_of_school_year_locked: false,
    });
    const body = {
      ...noLimits,
      ...serviceCharge,
      max_items_per_order: 12,
      cutoff: { value: 2, unit: 'days' },
      window_max_days: 30,
      exclude_weekends: true,
      minimum_order_amount: 15.5,
    };
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toEqual({
      ...body,
      end_of_school_year: null,
      end_of_school_year_locked: false,
    });
    const [entry] = await settingsChanges(t, place.locationId, 'ordering_parameters');
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(entry!.after).toMatchObject({ max_items_per_order: 12, service_charge_value: '10' });
    const other = await read(await place.headers('manager', place.otherLocationId));
    expect(other.max_items_per_order).toBeNull();
    expect(await save(noLimits)).toMatchObject({ statusCode: 200 });
  });

  it('refuses members and leads', async () => {
    for (const role of ['member', 'lead']) {
      const headers = await place.headers(role);
      const res = await save({ ...noLimits, max_items_per_order: 1 }, 'en-CA', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      expect((await settingsCall(t, headers, 'GET', 'ordering-parameters')).statusCode).toBe(403);
    }
    expect((await read()).max_items_per_order).toBeNull();
  });

  it('answers bad input with localised messages and changes nothing', async () => {
    const before = (await settingsChanges(t, place.locationId, 'ordering_parameters')).length;
    const res = await save(
      {
        ...noLimits,
        max_items_per_order: 0,
        service_charge_enabled: true,
        service_charge_value: '5$',
        service_charge_label: 'Service',
      },
      'fr-CA',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        max_items_per_order: 'Doit être supérieur à zéro.',
        'localization.fr.service_charge_label': 'Ce champ est requis.',
      },
    });
    expect(await read()).toMatchObject({
      max_items_per_order: null,
      service_charge_enabled: false,
    });
    expect((await settingsChanges(t, place.locationId, 'ordering_parameters')).length).toBe(before);
  });

  describe('takes effect on the orders of the location at once', () => {
    const lines = () => [{ id: place.burger, menu_id: place.menuId }];

    it('adds the service charge, labelled in the caller’s language', async () => {
      expect((await save({ ...noLimits, ...serviceCharge })).statusCode).toBe(200);
      const costs = async (locale: 'en-CA' | 'fr-CA') => {
        const res = await callApi(t, manager, 'POST', '/api/orders/recalculate-costs', {
          body: takeOutDraft(place.menuId, lines()),
          locale,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ costs: OrderCosts }>().costs;
      };
      // Burger 12.50, 10 % = 1.25.
      expect((await costs('fr-CA')).serviceCharge).toMatchObject({
        label: 'Frais de service',
        amount: 1.25,
      });
      expect((await costs('en-CA')).serviceCharge).toMatchObject({ label: 'Service charge' });
    });

    it('refuses an order below the minimum amount', async () => {
      expect((await save({ ...noLimits, minimum_order_amount: 20 })).statusCode).toBe(200);
      const res = await callApi(t, manager, 'POST', '/api/orders', {
        body: takeOutDraft(place.menuId, lines()),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'minimum_order_amount' });
      expect(await orderCount(t, place.locationId)).toBe(0);
    });

    it('refuses more items than the limit per order', async () => {
      expect((await save({ ...noLimits, max_items_per_order: 1 })).statusCode).toBe(200);
      const res = await callApi(t, manager, 'POST', '/api/orders', {
        body: takeOutDraft(place.menuId, [...lines(), ...lines()]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'cart_item_limit' });
    });

    it('refuses a due date before the cut-off, and takes a later one', async () => {
      expect((await save({ ...noLimits, cutoff: { value: 2, unit: 'days' } })).statusCode).toBe(
        200,
      );
      const due = (days: number) =>
        takeOutDraft(place.menuId, lines(), {
          checkout: {
            contact: guestContact,
            pickup: { scheduled: true, dueByDate: isoDateInDays(days), dueByTime: '12:00' },
          },
        });
      const soon = await callApi(t, manager, 'POST', '/api/orders', { body: due(1) });
      expect(soon.statusCode).toBe(400);
      expect(soon.json()).toMatchObject({ code: 'scheduling_past_cutoff' });
      const order = await submitOrder(t, manager, due(4));
      expect(order.id).toEqual(expect.any(Number));
      expect((await save(noLimits)).statusCode).toBe(200);
    });
  });
});
