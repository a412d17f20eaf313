import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { DeliverySettings, DeliveryTestResult, Location } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

configure({ asyncUtilTimeout: 4000 });
afterEach(async () => {
  await changeLocale('en-CA');
});

const delivery: DeliverySettings = {
  enabled: true,
  charge: '5.00$',
  type: 'address',
  country: 'CA',
  address: '100 Queen St W, Toronto, ON M5H 2N2',
  latitude: 43.653482,
  longitude: -79.383935,
  radius_km: 10,
  stadium: null,
  custom: [],
};
const riverside = {
  id: 7,
  name: 'Riverside',
  grades: ['1'],
  classrooms: [],
  teachers: [],
  ask_grades: true,
  ask_classrooms: false,
  ask_teachers: false,
  open_ended_teachers: false,
};

function open(location: Location, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/settings/delivery': json(200, delivery),
    'PUT /api/settings/delivery': (call) => json(200, call.body),
    'GET /api/settings/delivery/schools': json(200, [riverside]),
    'PUT /api/settings/delivery/schools': (call) => json(200, call.body),
    'GET /api/settings/onsite-locations': json(200, []),
    'PUT /api/settings/onsite-locations': (call) =>
      json(
        200,
        (call.body as object[]).map((entry, index) => ({ ...entry, id: index + 1 })),
      ),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [location.id] });
  const { router, user } = renderApp('/settings?tab=fulfilment');
  return { api, router, user };
}

const delivering = makeLocation(1, 'Bistro', { delivery: true });
const school = makeLocation(1, 'School', { delivery: true, k12: true });

describe('Fulfilment tab', { timeout: 30_000 }, () => {
  it('checks the radius as it is typed and saves the delivery settings', async () => {
    const { api, user } = open(delivering);
    const form = await screen.findByRole('form', { name: 'Delivery' });
    const radius = within(form).getByRole('textbox', { name: /Radius/ });
    await user.clear(radius);
    await user.type(radius, '0');
    expect(await within(form).findByText('Must be higher than zero.')).toBeTruthy();
    await user.type(radius, '.5');
    await waitFor(() => expect(within(form).queryByText('Must be higher than zero.')).toBeNull());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/delivery')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/settings/delivery')[0]!.body).toMatchObject({
      radius_km: 0.5,
      type: 'address',
    });
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });

  it('shows the server’s refusal on the field and saves nothing', async () => {
    const { user } = open(delivering, {
      'PUT /api/settings/delivery': json(400, {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: { charge: 'This value isn’t valid.' },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Delivery' });
    const charge = within(form).getByRole('textbox', { name: /Delivery charge/ });
    await user.clear(charge);
    await user.type(charge, '7$');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This value isn’t valid.')).toBeTruthy();
  });

  it('tests an address and says why it would not be delivered, in French', async () => {
    const result: DeliveryTestResult = {
      deliverable: false,
      distance_km: 5.55,
      reason: 'delivery_address_too_far',
      precision: 'postal_area',
      resolved: {
        label: '1 Yonge Street, Toronto, ON M5E 1W7',
        place_id: 'offline:postal:M5E1W7:1-yonge-street',
        latitude: 43.639,
        longitude: -79.4499,
        house_number: '1',
        street: 'Yonge Street',
        city: 'Toronto',
        province: 'ON',
        postal_code: 'M5E 1W7',
        country: 'CA',
        precision: 'postal_area',
      },
    };
    const { api, user } = open(delivering, {
      'POST /api/settings/delivery/test': json(200, result),
    });
    await changeLocale('fr-CA');
    await user.type(
      await screen.findByRole('textbox', { name: 'Adresse' }),
      '1 Yonge Street, Toronto, ON M5E 1W7',
    );
    await user.click(screen.getByRole('button', { name: 'Tester' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Ne serait pas livrée')).toBeTruthy();
    expect(within(status).getByText('L’adresse est hors du rayon de livraison.')).toBeTruthy();
    expect(within(status).getByText('À 5,55 km du point de départ des livraisons')).toBeTruthy();
    expect(within(status).getByText(/zone de son code postal/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/settings/delivery/test')[0]!.body).toEqual({
      address: '1 Yonge Street, Toronto, ON M5E 1W7',
    });
  });

  it('refuses a school name used twice as it is typed, and sends nothing', async () => {
    const { api, user } = open(school);
    const form = await screen.findByRole('form', { name: 'Schools' });
    await user.click(within(form).getByRole('button', { name: 'Add a school' }));
    const names = within(form).getAllByRole('textbox', { name: /School name/ });
    await user.type(names[1]!, 'RIVERSIDE');
    expect(await within(form).findByText('This name is already in use.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('PUT', '/api/settings/delivery/schools')).toHaveLength(0);
  });

  it('shows schools only at K-12 locations, and saves the on-site seating whole', async () => {
    const { api, user } = open(delivering);
    const form = await screen.findByRole('form', { name: 'On-site seating' });
    expect(screen.queryByRole('form', { name: 'Schools' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add a location' }));
    await user.type(within(form).getByRole('textbox', { name: /^Location/ }), 'Main floor');
    await user.click(within(form).getByRole('button', { name: 'Add an area' }));
    await user.type(within(form).getByRole('textbox', { name: /^Area/ }), 'Patio');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/settings/onsite-locations')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/api/settings/onsite-locations')[0]!.body).toMatchObject([
      { name: 'Main floor', areas: [{ name: 'Patio', tables: [] }] },
    ]);
  });

  it('asks before leaving while a section holds unsaved changes', async () => {
    const { router, user } = open(school);
    const form = await screen.findByRole('form', { name: 'Schools' });
    await user.type(within(form).getByRole('textbox', { name: /School name/ }), ' North');
    void router.navigate('/menus');
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/settings');
  });
});
