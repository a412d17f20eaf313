import type { Location } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, orderingLocation, type OrderingLocation } from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** The Operations tab's order-manager options are location fields saved by PUT /restaurants/{id}. */
describe('order-manager options through PUT /api/restaurants/{id}', () => {
  let t: TestApp;
  let place: OrderingLocation;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t);
  });
  afterAll(() => t.close());

  const visible = { required: false, hide: false };
  const options = (email: { required: boolean; hide: boolean }) => ({
    menu_manager_config: {
      allow_order_manager_sound: true,
      allow_bulk_complete: true,
      allow_bulk_cancel: false,
      csv_import: false,
      contact_fields_config: {
        name: { required: true, hide: false },
        email,
        phone_number: visible,
      },
      reporting_categories: ['Lunch'],
    },
  });
  const save = async (body: object) =>
    callApi(t, await place.headers('manager'), 'PUT', `/api/restaurants/${place.locationId}`, {
      body,
      locale: 'fr-CA',
    });

  it('refuses a contact field both required and hidden, and saves the options otherwise', async () => {
    const refused = await save(options({ required: true, hide: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        'menu_manager_config.contact_fields_config.email.hide':
          'Un champ masqué ne peut pas être obligatoire.',
      },
    });
    const saved = await save(options({ required: false, hide: true }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Location>().menu_manager_config).toMatchObject({
      allow_order_manager_sound: true,
      contact_fields_config: { email: { required: false, hide: true } },
      reporting_categories: ['Lunch'],
    });
  });
});
