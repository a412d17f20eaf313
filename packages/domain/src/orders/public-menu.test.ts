import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '../catalogue/catalogue-constants.ts';
import { ZSectionWithItems } from '../catalogue/section-schemas.ts';
import { makeItem } from '../testing/catalogue-factories.ts';
import { menuOpenToGuests } from './order-type-rules.ts';
import { menuHoursOn, publicItemAt, publicMenusOf } from './public-menu.ts';
import { ZPublishedMenu } from './published-menus.ts';

const NOW = '2025-01-15T17:00:00.000Z'; // Wednesday 12:00 in Toronto
const ZONE = 'America/Toronto';

const item = makeItem;

function section(id: number, published: boolean, items: ReturnType<typeof item>[]) {
  return ZSectionWithItems.parse({
    id,
    menu_id: 1,
    name: `Section ${id}`,
    slug: null,
    description: null,
    price: null,
    order: id,
    type: null,
    localization: {},
    published,
    published_at: null,
    updated_at: NOW,
    items,
  });
}

function menu(id: number, access_level: AccessLevel, fields: Record<string, unknown> = {}) {
  return ZPublishedMenu.parse({
    id,
    name: `Menu ${id}`,
    description: null,
    image: null,
    slug: null,
    type: 'a-la-carte',
    price: null,
    dine_in: true,
    on_demand: true,
    scheduled: false,
    member_only: false,
    event_package: false,
    access_level,
    allow_sections: true,
    max_orders_per_interval: 0,
    ordering_interval: null,
    last_call_time: null,
    estimated_prep_time: null,
    required_notice: null,
    order: id,
    localization: {},
    menu_group_id: null,
    published: true,
    published_at: NOW,
    updated_at: NOW,
    availability: [],
    sections: [],
    items: [],
    ...fields,
  });
}

describe('menuOpenToGuests', () => {
  it('opens every menu but the staff-only ones', () => {
    expect(
      (['unrestricted', 'guest_only', 'staff_only'] as const).map((level) =>
        menuOpenToGuests({ access_level: level }),
      ),
    ).toEqual([true, true, false]);
  });
});

describe('publicMenusOf', () => {
  it('leaves out staff-only and unpublished menus, unpublished sections, hidden and draft items', () => {
    const menus = [
      menu(1, 'unrestricted', {
        sections: [
          section(10, true, [item(1), item(2, { is_hidden: true }), item(3, { published: false })]),
          section(11, false, [item(4)]),
        ],
        items: [item(5), item(6, { is_hidden: true })],
      }),
      menu(2, 'guest_only'),
      menu(3, 'staff_only', { items: [item(7)] }),
      menu(4, 'unrestricted', { published: false }),
    ];
    const visible = publicMenusOf(menus);
    expect(visible.map((entry) => entry.id)).toEqual([1, 2]);
    expect(visible[0]!.sections.map((entry) => entry.id)).toEqual([10]);
    expect(visible[0]!.sections[0]!.items.map((entry) => entry.id)).toEqual([1]);
    expect(visible[0]!.items.map((entry) => entry.id)).toEqual([5]);
  });
});

describe('publicItemAt', () => {
  const lunch = { availability: [{ day_of_week: 3, start_time: '11:00', end_time: '14:00' }] };

  it('is available while its menu is open, in the location’s time zone', () => {
    expect(publicItemAt(item(1), lunch, NOW, ZONE)).toEqual({
      price: 5,
      sold_out: false,
      available: true,
    });
    // 12:00 UTC is 07:00 in Toronto: the menu is closed.
    expect(publicItemAt(item(1), lunch, '2025-01-15T12:00:00.000Z', ZONE).available).toBe(false);
  });

  it('is not available when sold out, and shows the schedule’s price then', () => {
    expect(publicItemAt(item(1, { sold_out: true }), lunch, NOW, ZONE)).toEqual({
      price: 5,
      sold_out: true,
      available: false,
    });
    const day = 'A'.repeat(96);
    const scheduled = item(2, {
      price_schedule: Array.from({ length: 7 }, () => day),
      additional_prices: { A: 4.25 },
    });
    expect(publicItemAt(scheduled, lunch, NOW, ZONE)).toMatchObject({
      price: 4.25,
      available: true,
    });
  });
});

describe('menuHoursOn', () => {
  it('lists the hours of the local day, earliest first, to the end of the day as 24:00', () => {
    const availability = [
      { day_of_week: 3, start_time: '17:00', end_time: '23:59' },
      { day_of_week: 3, start_time: '11:00', end_time: '14:00' },
      { day_of_week: 2, start_time: '08:00', end_time: '10:00' },
    ];
    expect(menuHoursOn(availability, NOW, ZONE)).toEqual([
      { start: '11:00', end: '14:00', nextDay: false },
      { start: '17:00', end: '24:00', nextDay: false },
    ]);
    // 03:00 UTC on Wednesday is still Tuesday evening in Toronto.
    expect(menuHoursOn(availability, '2025-01-15T03:00:00.000Z', ZONE)).toEqual([
      { start: '08:00', end: '10:00', nextDay: false },
    ]);
  });

  it('shows hours past midnight on their day with nextDay, and their end on the next day', () => {
    // Friday 22:00–02:00; NOW is Wednesday 2025-01-15 in Toronto.
    const lateNight = [{ day_of_week: 5, start_time: '22:00', end_time: '02:00' }];
    const friday = '2025-01-17T20:00:00.000Z';
    const saturday = '2025-01-18T20:00:00.000Z';
    expect(menuHoursOn(lateNight, friday, ZONE)).toEqual([
      { start: '22:00', end: '02:00', nextDay: true },
    ]);
    expect(menuHoursOn(lateNight, saturday, ZONE)).toEqual([
      { start: '00:00', end: '02:00', nextDay: false },
    ]);
    expect(menuHoursOn(lateNight, NOW, ZONE)).toEqual([]);
  });
});
