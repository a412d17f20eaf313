import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ZDeliveryAddress, ZPickup, type DeliveryAddress, type DeliveryConfig } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { makeDeliveryConfig } from '#test/orders.ts';
import { renderCheckout } from './checkout-harness.tsx';

function deliveryConfig(fields: Partial<DeliveryConfig>) {
  return makeOrderingConfig({ flags: { delivery: true }, delivery: makeDeliveryConfig(fields) });
}

function address(label: string, fields: Partial<DeliveryAddress> = {}): DeliveryAddress {
  return ZDeliveryAddress.parse({
    label,
    place_id: `osm-${label.length}`,
    latitude: 45.4236,
    longitude: -75.7009,
    house_number: '111',
    street: 'Wellington Street',
    city: 'Ottawa',
    province: 'ON',
    postal_code: 'K1A 0A9',
    country: 'CA',
    ...fields,
  });
}

const nearby = address('111 Wellington Street, Ottawa');
const noNumber = address('Wellington Street, Ottawa', {
  place_id: 'osm-street',
  house_number: null,
});
const toronto = address('100 Queen Street West, Toronto', {
  place_id: 'osm-toronto',
  latitude: 43.6525,
  longitude: -79.3832,
});

describe('delivery address', () => {
  it('counts only an address picked from the suggestions', async () => {
    const api = mockApi({ 'GET /api/orders/address-suggestions': json(200, [nearby, noNumber]) });
    const { user, latest } = renderCheckout({
      type: 'delivery',
      menu: null,
      config: deliveryConfig({}),
    });
    const field = screen.getByRole('combobox', { name: /Delivery address/ });
    await user.type(field, '111 Wellington');
    await user.tab();
    expect(await screen.findByText('Select the address from the list.')).toBeTruthy();
    expect(latest().delivery?.address ?? null).toBeNull();

    await user.click(field);
    await user.click(await screen.findByRole('option', { name: nearby.label }));
    expect(latest().delivery).toMatchObject({ type: 'address', address: nearby });
    expect(screen.queryByText('Select the address from the list.')).toBeNull();
    // One call per pause in typing, not one per key.
    expect(api.callsTo('GET', '/api/orders/address-suggestions').length).toBeLessThanOrEqual(2);

    // Typing again drops the picked address.
    await user.type(field, ' West');
    expect(latest().delivery?.address).toBeNull();
  });

  it('says at once when the picked address is not precise or too far', async () => {
    mockApi({ 'GET /api/orders/address-suggestions': json(200, [noNumber, toronto]) });
    const { user } = renderCheckout({ type: 'delivery', menu: null, config: deliveryConfig({}) });
    const field = screen.getByRole('combobox', { name: /Delivery address/ });
    await user.type(field, 'Street');
    await user.click(await screen.findByRole('option', { name: noNumber.label }));
    expect(
      await screen.findByText('This address is not precise enough. Add the street number.'),
    ).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'Queen');
    await user.click(await screen.findByRole('option', { name: toronto.label }));
    expect(await screen.findByText('This address is outside the delivery area.')).toBeTruthy();
  });

  it('is asked for a take-out order delivered, not one picked up', () => {
    const pickup = ZPickup.parse({ delivery: true });
    const { unmount } = renderCheckout({
      type: 'take_out',
      menu: null,
      config: deliveryConfig({}),
      checkout: { pickup },
    });
    expect(screen.getByRole('combobox', { name: /Delivery address/ })).toBeTruthy();
    unmount();
    renderCheckout({ type: 'take_out', menu: null, config: deliveryConfig({}) });
    expect(screen.queryByRole('group', { name: 'Delivery' })).toBeNull();
  });

  it.each([
    ['no delivery type', { type: null }],
    ['stadium delivery, which takes no order', { type: 'stadium' }],
    ['address delivery without its radius', { radius_km: null }],
  ] as const)('says delivery is not set up for a saved delivery order with %s', (_case, fields) => {
    renderCheckout({ type: 'delivery', menu: null, config: deliveryConfig(fields) });
    expect(screen.getByText('Delivery is not set up for this location.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('other deliveries', () => {
  it('offers custom locations and their areas in the interface language', async () => {
    await changeLocale('fr-CA');
    const { user, latest } = renderCheckout({
      type: 'delivery',
      menu: null,
      config: deliveryConfig({
        type: 'custom',
        custom: [
          {
            location: 'Main floor',
            areas: ['Patio', 'Bar'],
            localization: { fr: { location: 'Rez-de-chaussée', areas: ['Terrasse', null] } },
          },
        ],
      }),
    });
    await user.click(screen.getByRole('combobox', { name: 'Lieu de livraison' }));
    await user.click(await screen.findByRole('option', { name: 'Rez-de-chaussée' }));
    await user.click(screen.getByRole('combobox', { name: 'Zone' }));
    expect(screen.getByRole('option', { name: 'Bar' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Terrasse' }));
    expect(latest().delivery).toMatchObject({
      type: 'custom',
      location: 'Main floor',
      area: 'Patio',
    });
  });
});
