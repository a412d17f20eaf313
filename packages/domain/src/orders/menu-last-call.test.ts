import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '../dates/zoned-time.ts';
import { orderableProblem, type OrderableItem, type OrderableMenu } from './item-pricing.ts';
import { isPastLastCall, menuClosesAt, menuTakesOrdersAt } from './menu-last-call.ts';

const TZ = 'America/Toronto';
// 2024-06-03 is a Monday, 2024-06-04 a Tuesday.
const at = (time: string, date = '2024-06-03') => zonedTimeToInstant(date, time, TZ);
const hours = (day_of_week: number, start_time: string, end_time: string) => ({
  day_of_week,
  start_time,
  end_time,
});

const dinner = {
  availability: [hours(1, '11:00', '14:00'), hours(1, '17:00', '21:00')],
  last_call_time: 30,
};

describe('menuClosesAt', () => {
  it('answers the end of the opening that holds the instant', () => {
    expect(menuClosesAt(dinner.availability, at('12:00'), TZ)).toEqual(at('14:00'));
    expect(menuClosesAt(dinner.availability, at('20:59'), TZ)).toEqual(at('21:00'));
  });

  it('is null while the menu is closed', () => {
    expect(menuClosesAt(dinner.availability, at('15:00'), TZ)).toBeNull();
    expect(menuClosesAt(dinner.availability, at('21:00'), TZ)).toBeNull();
  });

  it('joins openings that follow on, on the same day and past midnight', () => {
    const joined = [hours(1, '11:00', '14:00'), hours(1, '14:00', '18:00')];
    expect(menuClosesAt(joined, at('12:00'), TZ)).toEqual(at('18:00'));
    const lateNight = [hours(1, '18:00', '23:59'), hours(2, '00:00', '02:00')];
    expect(menuClosesAt(lateNight, at('23:00'), TZ)).toEqual(at('02:00', '2024-06-04'));
    const toMidnight = [hours(1, '18:00', '24:00')];
    expect(menuClosesAt(toMidnight, at('23:00'), TZ)).toEqual(at('00:00', '2024-06-04'));
  });

  it('is null for a menu open around the clock: it never closes', () => {
    const always = [1, 2, 3, 4, 5, 6, 7].map((day) => hours(day, '00:00', '23:59'));
    expect(menuClosesAt(always, at('23:50'), TZ)).toBeNull();
  });
});

describe('last call', () => {
  it('stops orders in the last minutes before closing, closing time excluded', () => {
    expect(isPastLastCall(dinner, at('20:29'), TZ)).toBe(false);
    expect(isPastLastCall(dinner, at('20:30'), TZ)).toBe(true);
    expect(isPastLastCall(dinner, at('13:45'), TZ)).toBe(true);
    expect(menuTakesOrdersAt(dinner, at('20:29'), TZ)).toBe(true);
    expect(menuTakesOrdersAt(dinner, at('20:45'), TZ)).toBe(false);
    // Closed is closed, last call or not.
    expect(menuTakesOrdersAt(dinner, at('16:00'), TZ)).toBe(false);
    expect(isPastLastCall(dinner, at('16:00'), TZ)).toBe(false);
  });

  it('does nothing without a last call', () => {
    for (const last_call_time of [null, 0, undefined]) {
      expect(menuTakesOrdersAt({ ...dinner, last_call_time }, at('20:59'), TZ)).toBe(true);
    }
  });

  it('counts to the real closing when the hours run past midnight', () => {
    const lateNight = {
      availability: [hours(1, '18:00', '23:59'), hours(2, '00:00', '02:00')],
      last_call_time: 60,
    };
    expect(menuTakesOrdersAt(lateNight, at('23:30'), TZ)).toBe(true);
    expect(menuTakesOrdersAt(lateNight, at('01:00', '2024-06-04'), TZ)).toBe(false);
  });

  it('reads one interval past midnight (22:00–02:00) as the same run as two that touch', () => {
    const oneInterval = { availability: [hours(1, '22:00', '02:00')], last_call_time: 60 };
    expect(menuClosesAt(oneInterval.availability, at('23:00'), TZ)).toEqual(
      at('02:00', '2024-06-04'),
    );
    expect(menuTakesOrdersAt(oneInterval, at('00:59', '2024-06-04'), TZ)).toBe(true);
    expect(menuTakesOrdersAt(oneInterval, at('01:00', '2024-06-04'), TZ)).toBe(false);
    expect(menuClosesAt(oneInterval.availability, at('02:00', '2024-06-04'), TZ)).toBeNull();
  });

  it('counts real minutes across a daylight-saving change', () => {
    // 2024-03-10 (a Sunday): 02:00 does not exist in Toronto; 01:00 → 03:00 is one hour.
    const night = { availability: [hours(7, '00:00', '03:00')], last_call_time: 60 };
    expect(menuTakesOrdersAt(night, at('01:30', '2024-03-10'), TZ)).toBe(false);
    expect(menuTakesOrdersAt(night, at('00:59', '2024-03-10'), TZ)).toBe(true);
  });
});

describe('orderableProblem and the last call', () => {
  const menu: OrderableMenu = {
    id: 1,
    name: 'Dinner',
    published: true,
    member_only: false,
    ...dinner,
  };
  const item: OrderableItem = {
    id: 10,
    menu_id: 1,
    section_id: null,
    name: 'Steak',
    base_price: 30,
    price_options: [],
    price_schedule: null,
    additional_prices: null,
    published: true,
    is_hidden: false,
    sold_out: false,
    meal_package: false,
    tax_rate: null,
    tax_rebate_eligibility: 'eligible',
    section_published: null,
    option_groups: [],
  };

  it('refuses the items of a menu in its last call, naming the menu and the minutes', () => {
    expect(orderableProblem(item, menu, at('20:40'), TZ, false)).toEqual({
      code: 'menu_last_call',
      params: { menu: 'Dinner', minutes: 30, item: 'Steak' },
    });
    expect(orderableProblem(item, menu, at('20:00'), TZ, false)).toBeNull();
    expect(orderableProblem(item, menu, at('22:00'), TZ, false)?.code).toBe('item_unavailable');
  });
});
