import { describe, expect, it } from 'vitest';
import { makeOrderingConfig } from '../testing/ordering-config-factories.ts';
import { orderTypeNeeds } from './checkout-rules.ts';
import { orderTypes } from './order-constants.ts';
import {
  asapAllowed,
  deliveryOffered,
  menuOffersOrderType,
  menuOpenToStaff,
  needsDueDate,
  orderTypesOffered,
  scheduleAllowed,
  takeOutTypesOffered,
  type DeliveryOfferSettings,
  type LocationOrderFlags,
  type MenuOrderFlags,
} from './order-type-rules.ts';

/** Address delivery from downtown Toronto, 5 km around. */
function delivery(fields: Partial<DeliveryOfferSettings> = {}): DeliveryOfferSettings {
  return {
    enabled: true,
    type: 'address',
    origin: { latitude: 43.6532, longitude: -79.3832 },
    radius_km: 5,
    ...fields,
  };
}

/** The ordering config the screens read (it fits `LocationOrderFlags`) of a location. */
function location(
  flags: Partial<LocationOrderFlags['flags']> = {},
  deliveryEnabled = false,
): LocationOrderFlags {
  const plain = makeOrderingConfig();
  return makeOrderingConfig({
    flags,
    delivery: { ...plain.delivery, ...delivery({ enabled: deliveryEnabled }) },
  });
}

function menu(flags: Partial<MenuOrderFlags> = {}): MenuOrderFlags {
  return {
    dine_in: false,
    on_demand: false,
    scheduled: false,
    event_package: false,
    access_level: 'unrestricted',
    ...flags,
  };
}

describe('orderTypesOffered', () => {
  it('offers take-out, dine-in, retail and lane reservations everywhere', () => {
    expect(orderTypesOffered(location())).toEqual([
      'take_out',
      'dine_in',
      'retail',
      'lane_reservation',
    ]);
  });

  it('adds delivery only when the flag is on and delivery is set up', () => {
    expect(orderTypesOffered(location({ delivery: true }))).not.toContain('delivery');
    expect(orderTypesOffered(location({ delivery: false }, true))).not.toContain('delivery');
    expect(orderTypesOffered(location({ delivery: true }, true))).toContain('delivery');
  });

  it('adds catering, school and event orders with their flags, in the spec order', () => {
    expect(
      orderTypesOffered(location({ catering: true, k12: true, suites_enabled: true })),
    ).toEqual([
      'take_out',
      'dine_in',
      'retail',
      'catering',
      'generic_catering',
      'school',
      'lane_reservation',
      'event',
    ]);
  });
});

describe('deliveryOffered', () => {
  it('offers address delivery with its origin and radius, and custom delivery', () => {
    expect(deliveryOffered(delivery())).toBe(true);
    expect(deliveryOffered(delivery({ type: 'custom', origin: null, radius_km: null }))).toBe(true);
  });

  it('offers nothing while delivery is off or has no type', () => {
    expect(deliveryOffered(delivery({ enabled: false }))).toBe(false);
    expect(deliveryOffered(delivery({ type: null }))).toBe(false);
  });

  it('never offers stadium or school delivery, which the server refuses', () => {
    expect(deliveryOffered(delivery({ type: 'stadium' }))).toBe(false);
    expect(deliveryOffered(delivery({ type: 'school' }))).toBe(false);
  });

  it('needs an address delivery to know where it starts and how far it goes', () => {
    expect(deliveryOffered(delivery({ origin: null }))).toBe(false);
    expect(deliveryOffered(delivery({ radius_km: null }))).toBe(false);
  });

  it('decides the delivery order type and take-out type of a location', () => {
    const school = {
      ...location({ delivery: true, k12: true }),
      delivery: delivery({ type: 'school' }),
    };
    expect(orderTypesOffered(school)).not.toContain('delivery');
    expect(takeOutTypesOffered(school)).not.toContain('delivery');
  });
});

describe('takeOutTypesOffered', () => {
  it('offers delivery as a take-out type only where delivery is set up', () => {
    expect(takeOutTypesOffered(location())).toEqual(['pickup', 'catering']);
    expect(takeOutTypesOffered(location({ delivery: true }, true))).toEqual([
      'pickup',
      'delivery',
      'catering',
    ]);
  });
});

describe('menuOffersOrderType', () => {
  it('serves dine-in from dine-in menus only', () => {
    expect(menuOffersOrderType(menu({ dine_in: true }), 'dine_in')).toBe(true);
    expect(menuOffersOrderType(menu({ on_demand: true }), 'dine_in')).toBe(false);
  });

  it('serves take-out and delivery from on-demand or scheduled menus', () => {
    for (const type of ['take_out', 'delivery'] as const) {
      expect(menuOffersOrderType(menu({ on_demand: true }), type)).toBe(true);
      expect(menuOffersOrderType(menu({ scheduled: true }), type)).toBe(true);
      expect(menuOffersOrderType(menu({ dine_in: true }), type)).toBe(false);
    }
  });

  it('serves catering and school orders from scheduled menus', () => {
    for (const type of ['catering', 'generic_catering', 'school'] as const) {
      expect(menuOffersOrderType(menu({ scheduled: true }), type)).toBe(true);
      expect(menuOffersOrderType(menu({ on_demand: true, dine_in: true }), type)).toBe(false);
    }
  });

  it('serves event orders from event packages only', () => {
    expect(menuOffersOrderType(menu({ event_package: true }), 'event')).toBe(true);
    expect(menuOffersOrderType(menu({ scheduled: true, dine_in: true }), 'event')).toBe(false);
  });

  it('serves retail and lane reservations from any menu taking orders on site or to go', () => {
    for (const type of ['retail', 'lane_reservation'] as const) {
      expect(menuOffersOrderType(menu({ dine_in: true }), type)).toBe(true);
      expect(menuOffersOrderType(menu({ on_demand: true }), type)).toBe(true);
      expect(menuOffersOrderType(menu({ event_package: true }), type)).toBe(false);
    }
  });
});

describe('menuOpenToStaff', () => {
  it('shows unrestricted and staff-only menus, not guest-only ones', () => {
    expect(menuOpenToStaff({ access_level: 'unrestricted' })).toBe(true);
    expect(menuOpenToStaff({ access_level: 'staff_only' })).toBe(true);
    expect(menuOpenToStaff({ access_level: 'guest_only' })).toBe(false);
  });
});

describe('due times', () => {
  const onDemand = menu({ on_demand: true });
  const scheduledOnly = menu({ scheduled: true });
  const both = menu({ on_demand: true, scheduled: true });

  it('lets take-out, delivery and generic catering be ASAP from an on-demand menu', () => {
    for (const type of ['take_out', 'delivery', 'generic_catering'] as const) {
      expect(asapAllowed(type, onDemand), type).toBe(true);
      expect(asapAllowed(type, both), type).toBe(true);
      expect(needsDueDate(type, both), type).toBe(false);
      expect(asapAllowed(type, scheduledOnly), type).toBe(false);
      expect(needsDueDate(type, scheduledOnly), type).toBe(true);
    }
  });

  it('always dates school and catering orders', () => {
    for (const type of ['school', 'catering'] as const) {
      expect(asapAllowed(type, both), type).toBe(false);
      expect(needsDueDate(type, both), type).toBe(true);
      expect(scheduleAllowed(type, both), type).toBe(true);
    }
  });

  it('neither dates nor schedules orders due now', () => {
    for (const type of ['dine_in', 'retail', 'event', 'lane_reservation'] as const) {
      expect(asapAllowed(type, both), type).toBe(false);
      expect(scheduleAllowed(type, both), type).toBe(false);
      expect(needsDueDate(type, both), type).toBe(false);
    }
  });

  it('schedules only from menus that take scheduled orders', () => {
    expect(scheduleAllowed('take_out', onDemand)).toBe(false);
    expect(scheduleAllowed('take_out', scheduledOnly)).toBe(true);
  });

  it('can time every order a menu serves: as soon as possible or on a date it takes', () => {
    const menus = [onDemand, scheduledOnly, both, menu({ dine_in: true, event_package: true })];
    for (const type of orderTypes) {
      for (const flags of menus) {
        if (!orderTypeNeeds(type).schedule || !menuOffersOrderType(flags, type)) continue;
        expect(asapAllowed(type, flags) || scheduleAllowed(type, flags), type).toBe(true);
      }
    }
  });
});
