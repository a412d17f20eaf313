import { ZOrderingConfig } from '@app/domain';
import { makeOrderingConfig } from '@app/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import {
  createOrderingTestbed,
  createProvinceTaxFixture,
  setDeliverySettingsFixture,
  setOrderingParametersFixture,
  updateLocationFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createOrderingListsFixture } from './ordering-config-fixtures.ts';

/** `GET /api/orders/ordering-config`: what the order-creation screens read about a location. */
describe('ordering config', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let lists: Awaited<ReturnType<typeof createOrderingListsFixture>>;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, {
      timezone: 'America/Montreal',
      discount: true,
      delivery: true,
      catering: true,
      suites_enabled: true,
      extra_payment_methods: true,
      orders_paused: true,
      order_options: {
        max_items_per_cart: 30,
        orders_paused_message: 'Back at noon.',
        localization: { fr: { orders_paused_message: 'De retour à midi.' } },
      },
      menu_manager_config: {
        contact_fields_config: {
          name: { required: true, hide: false },
          email: { required: false, hide: false },
          phone_number: { required: false, hide: true },
        },
      },
    });
    await createProvinceTaxFixture(t, bed.locationId, 'qc');
    await setOrderingParametersFixture(t, bed.locationId, {
      max_items_per_cart: 20,
      max_items_per_order: 12,
      cutoff_value: 2,
      cutoff_unit: 'days',
      window_max_days: 60,
      exclude_weekends: true,
      minimum_order_amount: 100,
      service_charge_enabled: true,
      service_charge_type: 'percentage',
      service_charge_value: 15,
      service_charge_label: 'Catering service',
      localization: { fr: { service_charge_label: 'Service traiteur' } },
    });
    await setDeliverySettingsFixture(t, bed.locationId, {
      enabled: true,
      type: 'address',
      charge_type: 'dollar',
      charge_value: 4.99,
      country: 'CA',
      address: '100 Queen St W, Toronto, ON M5H 2N2',
      latitude: 43.653482,
      longitude: -79.383935,
      radius_km: 5,
      stadium: { sections: ['101'], rows: ['A'], seats: [1, 2] },
    });
    lists = await createOrderingListsFixture(t, bed.locationId, new Date());
  });
  afterAll(() => t.close());

  async function config(role = 'member', tenant?: number) {
    return read(await bed.headers(role, tenant));
  }

  async function read(headers: Record<string, string>) {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/ordering-config', headers });
    expect(res.statusCode, res.body).toBe(200);
    return ZOrderingConfig.parse(res.json());
  }

  /** A location with nothing but order taking on, and a member there. */
  async function bareLocation(values: Parameters<typeof createLocationFixture>[1] = {}) {
    const location = await createLocationFixture(t.database.db, {
      order_management: true,
      ...values,
    });
    const user = await createUserFixture(t.database.db, {
      role: 'member',
      locations: [location.id],
    });
    const member = await signIn(t, user.email, user.password);
    return { id: location.id, headers: member.headers(location.id) };
  }

  it('answers every setting of the location in one call', async () => {
    const answer = await config();
    expect(answer).toEqual({
      timeZone: 'America/Montreal',
      flags: {
        discount: true,
        membership_program: false,
        subsidies: false,
        app8_credits: false,
        k12: false,
        catering: true,
        delivery: true,
        suites_enabled: true,
        hide_items_special_instructions: false,
        hide_takeout_special_instructions: false,
      },
      ordersPaused: {
        paused: true,
        message: 'Back at noon.',
        localization: { fr: { orders_paused_message: 'De retour à midi.' } },
      },
      contactFields: {
        name: { required: true, hide: false },
        email: { required: false, hide: false },
        phone_number: { required: false, hide: true },
      },
      customQuestions: [
        {
          id: lists.questions[1],
          type: 'dropdown',
          text: 'Cutlery',
          options: ['Yes', 'No'],
          required: false,
          localization: { fr: { text: 'Ustensiles', options: ['Oui', 'Non'] } },
        },
        {
          id: lists.questions[0],
          type: 'open',
          text: 'Any allergies?',
          options: [],
          required: true,
          localization: { fr: { text: 'Des allergies?' } },
        },
      ],
      maxItemsPerCart: 12,
      ordering: {
        minimumOrderAmount: 100,
        cutoff: { value: 2, unit: 'days' },
        windowMaxDays: 60,
        excludeWeekends: true,
        serviceCharge: {
          label: 'Catering service',
          value: '15',
          localization: { fr: { label: 'Service traiteur' } },
        },
      },
      delivery: {
        enabled: true,
        type: 'address',
        charge: '4.99$',
        country: 'CA',
        radius_km: 5,
        origin: { latitude: 43.653482, longitude: -79.383935 },
        custom: [],
        stadium: { sections: ['101'], rows: ['A'], seats: ['1', '2'] },
      },
      schools: [
        {
          id: lists.schools[0],
          name: 'Hillcrest Elementary',
          grades: ['1', '2'],
          classrooms: ['1A', '2B'],
          teachers: ['Ms. Patel'],
          ask_grades: true,
          ask_classrooms: true,
          ask_teachers: true,
          open_ended_teachers: false,
        },
        {
          id: lists.schools[1],
          name: 'Annex',
          grades: [],
          classrooms: [],
          teachers: [],
          ask_grades: false,
          ask_classrooms: false,
          ask_teachers: false,
          open_ended_teachers: true,
        },
      ],
      seatingAreas: [
        {
          location: 'Main floor',
          area: 'Patio',
          tables: ['T1', 'T2'],
          localization: { fr: { location: 'Rez-de-chaussée', area: 'Terrasse' } },
        },
        {
          location: 'Main floor',
          area: 'Bar',
          tables: ['1', '2', '3'],
          localization: { fr: { location: 'Rez-de-chaussée', area: null } },
        },
      ],
      events: [
        expect.objectContaining({ id: lists.events.underWay, title: 'Under way', suites: [] }),
        {
          id: lists.events.tonight,
          title: 'Tonight',
          start_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
          suites: [
            { id: lists.eventSuites[1], name: 'Suite 101' },
            { id: lists.eventSuites[0], name: 'Suite 204' },
          ],
          packages: [{ id: lists.menus.packageMenu, name: 'Suite package' }],
        },
        expect.objectContaining({
          id: lists.events.later,
          title: 'Later concert',
          suites: [],
          packages: [{ id: lists.menus.typePackage, name: 'Concert package' }],
        }),
      ],
      taxRates: [
        { code: 'GST', label: 'GST', rate: 5, is_default: true },
        { code: 'QST', label: 'QST', rate: 9.975, is_default: true },
      ],
      paymentPreferences: ['invoice', 'cost_center', 'purchase_order', 'credit_card'],
    });
  });

  it('answers the defaults of a location that set nothing up', async () => {
    const answer = await read((await bareLocation()).headers);
    const required = { required: true, hide: false };
    // A plain location as the screens' tests picture it, but with the server's own defaults:
    // every contact field asked for, no tax rate set up, invoice and card payment.
    expect(answer).toEqual(
      makeOrderingConfig({
        contactFields: { name: required, email: required, phone_number: required },
        taxRates: [],
        paymentPreferences: ['invoice', 'credit_card'],
      }),
    );
  });

  it('offers delivery only when the location flag and its settings are both on', async () => {
    const { id: other, headers } = await bareLocation();
    const config = () => read(headers);
    await setDeliverySettingsFixture(t, other, {
      enabled: true,
      type: 'custom',
      charge_type: 'percentage',
      charge_value: 10,
      custom: [
        {
          location: 'Tower A',
          areas: ['Floor 1', 'Floor 2'],
          localization: { fr: { location: 'Tour A', areas: ['Étage 1', 'Étage 2'] } },
        },
        { areas: ['no location'] },
      ],
    });
    expect((await config()).delivery).toMatchObject({
      enabled: false,
      type: 'custom',
      charge: '10',
    });
    await updateLocationFixture(t, other, { delivery: true });
    expect((await config()).delivery).toEqual({
      enabled: true,
      type: 'custom',
      charge: '10',
      country: null,
      radius_km: null,
      origin: null,
      custom: [
        {
          location: 'Tower A',
          areas: ['Floor 1', 'Floor 2'],
          localization: { fr: { location: 'Tour A', areas: ['Étage 1', 'Étage 2'] } },
        },
      ],
      stadium: null,
    });
    await setDeliverySettingsFixture(t, other, { enabled: false });
    expect((await config()).delivery.enabled).toBe(false);
  });

  it('is open to every order-taking role, staff and kiosk included', async () => {
    for (const role of ['admin', 'manager', 'lead', 'member', 'staff', 'kiosk']) {
      expect((await config(role)).timeZone, role).toBe('America/Montreal');
    }
  });

  it('shows only the active location, whatever else the caller may see', async () => {
    const other = await config('manager', bed.otherLocationId);
    expect(other.taxRates).toEqual([]);
    expect(other.events).toEqual([]);
    expect(other.schools).toEqual([]);
  });

  it('refuses a location that does not take orders, and a caller without a session', async () => {
    const closed = await createLocationFixture(t.database.db, { catering: true });
    const user = await createUserFixture(t.database.db, { role: 'admin', locations: [closed.id] });
    const admin = await signIn(t, user.email, user.password);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/orders/ordering-config',
      headers: { ...admin.headers(closed.id), 'accept-language': 'fr-CA' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'feature_disabled',
      message: 'Cette fonction n’est pas activée pour cet établissement.',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders/ordering-config' });
    expect(anonymous.statusCode).toBe(401);
    const marketplace = await createLocationFixture(t.database.db, { marketplace_hub: true });
    const hub = await createUserFixture(t.database.db, {
      role: 'staff',
      locations: [marketplace.id],
    });
    const hubStaff = await signIn(t, hub.email, hub.password);
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/orders/ordering-config',
      headers: hubStaff.headers(marketplace.id),
    });
    expect(open.statusCode, open.body).toBe(200);
  });
});
