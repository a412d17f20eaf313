import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  locationFlags,
  type LocationFlag,
  type LocationFlags,
} from '../locations/location-schemas.ts';
import { hasRoleAtLeast, roles, type Role } from '../roles/role-ranks.ts';
import { canOpenScreen, homeRouteFor, requiredRoleFor } from './screen-access.ts';
import { screens, type Screen } from './screens.ts';

const withFlags = (...on: LocationFlag[]): LocationFlags =>
  Object.fromEntries(locationFlags.map((flag) => [flag, on.includes(flag)]));
const everything = withFlags(...locationFlags.filter((flag) => flag !== 'suites_enabled'));
const venue = withFlags('suites_enabled', 'catering', 'order_management');

const opens = (role: Role, location: LocationFlags, ...list: Screen[]) =>
  list.map((screen) => canOpenScreen(screen, { role, location }));

describe('canOpenScreen by role', () => {
  it('limits staff to order creation', () => {
    const open = screens.filter((s) => canOpenScreen(s, { role: 'staff', location: everything }));
    expect(open).toEqual(['order_create']);
  });

  it('limits kiosk to creating and editing orders', () => {
    const open = screens.filter((s) => canOpenScreen(s, { role: 'kiosk', location: everything }));
    expect(open).toEqual(['order_create', 'order_edit']);
  });

  it('keeps customize, advanced, replicate, menu groups, subsidies and settings for managers up', () => {
    const managerScreens: Screen[] = [
      'customize',
      'advanced',
      'replicate',
      'menu_groups',
      'subsidies',
      'settings',
    ];
    expect(opens('manager', everything, ...managerScreens)).toEqual(managerScreens.map(() => true));
    expect(opens('enterprise', everything, ...managerScreens)).toEqual(
      managerScreens.map(() => true),
    );
    expect(opens('lead', everything, ...managerScreens)).toEqual(managerScreens.map(() => false));
  });

  it('opens menus, modifiers and availability to members and up', () => {
    expect(opens('member', withFlags(), 'menus', 'modifiers', 'availability')).toEqual([
      true,
      true,
      true,
    ]);
    expect(opens('staff', withFlags(), 'menus')).toEqual([false]);
  });
});

describe('canOpenScreen by location flags', () => {
  it('needs lead and marketplace or order management for the order manager', () => {
    expect(opens('lead', withFlags('order_management'), 'order_manager')).toEqual([true]);
    expect(opens('lead', withFlags('marketplace_hub'), 'order_manager')).toEqual([true]);
    expect(opens('lead', withFlags('catering'), 'order_manager')).toEqual([false]);
    expect(opens('member', withFlags('order_management'), 'order_manager')).toEqual([false]);
  });

  it('needs suites and a manager for events and event settings', () => {
    expect(opens('manager', venue, 'events', 'event_settings')).toEqual([true, true]);
    expect(opens('lead', venue, 'events', 'event_settings')).toEqual([false, false]);
    expect(opens('admin', everything, 'events', 'event_settings')).toEqual([false, false]);
  });

  it('needs their flags for credits and subsidies', () => {
    expect(opens('manager', withFlags('app8_credits'), 'credits', 'subsidies')).toEqual([
      true,
      false,
    ]);
    expect(opens('manager', withFlags('subsidies'), 'credits', 'subsidies')).toEqual([false, true]);
  });

  it('needs catering or K-12 for the orders report', () => {
    expect(opens('lead', withFlags('k12'), 'orders_report')).toEqual([true]);
    expect(opens('lead', withFlags('catering'), 'orders_report')).toEqual([true]);
    expect(opens('admin', withFlags('order_management'), 'orders_report')).toEqual([false]);
  });

  it('hides the public menu link where suites are enabled', () => {
    expect(opens('admin', withFlags(), 'go_to_menu')).toEqual([true]);
    expect(opens('admin', venue, 'go_to_menu')).toEqual([false]);
  });

  it('treats a missing location as every flag off', () => {
    expect(canOpenScreen('menus', { role: 'admin' })).toBe(true);
    expect(canOpenScreen('order_manager', { role: 'admin', location: null })).toBe(false);
  });
});

describe('rank order', () => {
  const ranked = roles.filter((role) => role !== 'staff' && role !== 'kiosk');
  const anyFlags = fc.subarray([...locationFlags]).map((on) => withFlags(...on));

  it('lets a more powerful ranked role open whatever a less powerful one opens', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...screens),
        fc.constantFrom(...ranked),
        fc.constantFrom(...ranked),
        anyFlags,
        (screen, a, b, location) => {
          if (hasRoleAtLeast(a, b) && canOpenScreen(screen, { role: b, location })) {
            expect(canOpenScreen(screen, { role: a, location })).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses every ranked role below the required role', () => {
    fc.assert(
      fc.property(fc.constantFrom(...screens), fc.constantFrom(...ranked), (screen, role) => {
        if (!hasRoleAtLeast(role, requiredRoleFor(screen))) {
          expect(canOpenScreen(screen, { role, location: withFlags(...locationFlags) })).toBe(
            false,
          );
        }
      }),
    );
  });
});

describe('homeRouteFor', () => {
  it('sends staff and kiosk to order creation and others to the menus', () => {
    expect(homeRouteFor('staff')).toBe('/order-management/create');
    expect(homeRouteFor('kiosk')).toBe('/order-management/create');
    for (const role of ['admin', 'enterprise', 'manager', 'lead', 'member'] as const) {
      expect(homeRouteFor(role)).toBe('/menus');
    }
  });
});
