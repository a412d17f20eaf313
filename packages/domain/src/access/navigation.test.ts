import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { locationFlags, type LocationFlag } from '../locations/location-schemas.ts';
import { roles } from '../roles/role-ranks.ts';
import { visibleNavigation } from './navigation.ts';
import { canOpenScreen } from './screen-access.ts';

const withFlags = (...on: LocationFlag[]) =>
  Object.fromEntries(locationFlags.map((flag) => [flag, on.includes(flag)]));

const layout = (groups: ReturnType<typeof visibleNavigation>) =>
  groups.map((group) => [group.id, group.entries.map((entry) => entry.screen)]);

describe('visibleNavigation', () => {
  it('shows a manager of a venue every group in the spec order', () => {
    const location = withFlags('suites_enabled', 'catering', 'order_management');
    expect(layout(visibleNavigation({ role: 'manager', location }))).toEqual([
      ['menus', ['menus', 'modifiers', 'availability']],
      ['replicate', ['replicate']],
      ['order_management', ['order_manager']],
      ['orders_report', ['orders_report']],
      ['events', ['events', 'event_settings']],
      ['settings', ['settings']],
    ]);
  });

  it('shows a member of a plain restaurant the menus and the public menu link', () => {
    expect(layout(visibleNavigation({ role: 'member', location: withFlags() }))).toEqual([
      ['menus', ['menus', 'modifiers', 'availability']],
      ['go_to_menu', ['go_to_menu']],
    ]);
  });

  it('gives paths to entries', () => {
    const [menus] = visibleNavigation({ role: 'admin', location: withFlags() });
    expect(menus?.entries).toEqual([
      { screen: 'menus', path: '/menus' },
      { screen: 'modifiers', path: '/modifiers' },
      { screen: 'availability', path: '/availabilities' },
    ]);
  });

  it('hides the navigation entirely for staff and kiosk', () => {
    for (const role of ['staff', 'kiosk'] as const) {
      expect(visibleNavigation({ role, location: withFlags(...locationFlags) })).toEqual([]);
    }
  });

  it('only lists screens the user can open, and never an empty group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles), fc.subarray([...locationFlags]), (role, on) => {
        const context = { role, location: withFlags(...on) };
        for (const group of visibleNavigation(context)) {
          expect(group.entries.length).toBeGreaterThan(0);
          for (const entry of group.entries)
            expect(canOpenScreen(entry.screen, context)).toBe(true);
        }
      }),
    );
  });
});
