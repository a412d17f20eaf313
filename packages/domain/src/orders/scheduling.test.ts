import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AvailabilityEntry } from '../catalogue/menu-schemas.ts';
import { formatTime, toIsoDate } from '../dates/date-format.ts';
import { addCalendarDays } from '../dates/calendar-days.ts';
import { zonedTimeToInstant } from '../dates/zoned-time.ts';
import {
  dueInstant,
  dueTimesOf,
  isMenuOpenAt,
  orderCutoffInstant,
  orderingIntervalStart,
  schedulingProblem,
  schedulingWindow,
  type SchedulingRules,
} from './scheduling.ts';

const TZ = 'America/Toronto';
/** An instant given as Toronto wall time. */
const at = (date: string, time: string) => zonedTimeToInstant(date, time, TZ);
const allWeek = (start: string, end: string): AvailabilityEntry[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day_of_week) => ({ day_of_week, start_time: start, end_time: end }));

const rules = (overrides: Partial<SchedulingRules> = {}): SchedulingRules => ({
  timeZone: TZ,
  requiredNoticeMinutes: null,
  cutoff: null,
  windowMaxDays: null,
  excludeWeekends: false,
  k12: false,
  availability: allWeek('00:00', '23:59'),
  ...overrides,
});

// 2024-06-03 is a Monday; 2024-06-06 a Thursday; 2024-06-08 a Saturday.

describe('dueInstant', () => {
  it('reads the date and time in the zone, noon when no time is given', () => {
    expect(dueInstant('2024-06-06', '14:30', TZ).toISOString()).toBe('2024-06-06T18:30:00.000Z');
    expect(dueInstant('2024-06-06', null, TZ).toISOString()).toBe('2024-06-06T16:00:00.000Z');
    expect(dueInstant('2024-01-10', null, TZ).toISOString()).toBe('2024-01-10T17:00:00.000Z');
  });

  it('is right on both daylight-saving days', () => {
    expect(dueInstant('2024-03-10', null, TZ).toISOString()).toBe('2024-03-10T16:00:00.000Z');
    expect(dueInstant('2024-03-10', '01:30', TZ).toISOString()).toBe('2024-03-10T06:30:00.000Z');
    expect(dueInstant('2024-03-10', '02:30', TZ).toISOString()).toBe('2024-03-10T07:30:00.000Z');
    expect(dueInstant('2024-11-03', '01:30', TZ).toISOString()).toBe('2024-11-03T05:30:00.000Z');
    expect(dueInstant('2024-11-03', null, TZ).toISOString()).toBe('2024-11-03T17:00:00.000Z');
  });

  it('reads 24:00 as the midnight ending the date', () => {
    expect(dueInstant('2024-06-06', '24:00', TZ).toISOString()).toBe('2024-06-07T04:00:00.000Z');
  });

  it('refuses a date that does not exist', () => {
    expect(() => dueInstant('2023-02-29', null, TZ)).toThrow(RangeError);
    expect(() => dueInstant('2024-06-06', '25:00', TZ)).toThrow(RangeError);
  });
});

describe('schedulingProblem: notice', () => {
  it('refuses a due time in the past', () => {
    expect(
      schedulingProblem(at('2024-06-06', '11:59'), at('2024-06-06', '12:00'), rules()),
    ).toEqual({
      code: 'scheduling_unavailable',
      params: {},
    });
    const notice = rules({ requiredNoticeMinutes: 30 });
    expect(schedulingProblem(at('2024-06-06', '11:59'), at('2024-06-06', '12:00'), notice)).toEqual(
      {
        code: 'scheduling_too_soon',
        params: { minutes: 30 },
      },
    );
    expect(
      schedulingProblem(at('2024-06-06', '12:00'), at('2024-06-06', '12:00'), rules()),
    ).toBeNull();
  });

  it('needs the required notice, exactly the notice passing', () => {
    const notice = rules({ requiredNoticeMinutes: 90 });
    const now = at('2024-06-06', '10:00');
    expect(schedulingProblem(at('2024-06-06', '11:29'), now, notice)).toEqual({
      code: 'scheduling_too_soon',
      params: { minutes: 90 },
    });
    expect(schedulingProblem(at('2024-06-06', '11:30'), now, notice)).toBeNull();
  });

  it('counts notice in real minutes across the spring-forward night', () => {
    // 01:30 EST to 03:30 EDT is one hour.
    const notice = rules({ requiredNoticeMinutes: 90 });
    expect(
      schedulingProblem(at('2024-03-10', '03:30'), at('2024-03-10', '01:30'), notice)?.code,
    ).toBe('scheduling_too_soon');
    expect(
      schedulingProblem(at('2024-03-10', '04:00'), at('2024-03-10', '01:30'), notice),
    ).toBeNull();
  });
});

describe('schedulingProblem: cut-off', () => {
  it('in days closes at local midnight that many days before the due date', () => {
    const oneDay = rules({ cutoff: { value: 1, unit: 'days' } });
    const due = at('2024-06-06', '14:00');
    expect(schedulingProblem(due, at('2024-06-04', '23:59'), oneDay)).toBeNull();
    expect(schedulingProblem(due, at('2024-06-05', '00:00'), oneDay)).toEqual({
      code: 'scheduling_past_cutoff',
      params: { cutoff: '2024-06-05 00:00', cutoffAt: '2024-06-05T04:00:00.000Z' },
    });
    const sameDay = rules({ cutoff: { value: 0, unit: 'days' } });
    expect(schedulingProblem(due, at('2024-06-05', '23:59'), sameDay)).toBeNull();
    expect(schedulingProblem(due, at('2024-06-06', '00:00'), sameDay)?.code).toBe(
      'scheduling_past_cutoff',
    );
  });

  it('in days follows the local midnight across daylight saving', () => {
    const oneDay = rules({ cutoff: { value: 1, unit: 'days' } });
    // Due Monday 2024-03-11: closes at midnight starting Sunday 03-10, still EST (05:00 UTC).
    expect(orderCutoffInstant(at('2024-03-11', '12:00'), oneDay)?.toISOString()).toBe(
      '2024-03-10T05:00:00.000Z',
    );
    // Due Monday 2024-11-04: closes at midnight starting Sunday 11-03, still EDT (04:00 UTC).
    expect(orderCutoffInstant(at('2024-11-04', '12:00'), oneDay)?.toISOString()).toBe(
      '2024-11-03T04:00:00.000Z',
    );
  });

  it('in hours closes that many hours before the due time', () => {
    const threeHours = rules({ cutoff: { value: 3, unit: 'hours' } });
    const due = at('2024-06-06', '14:00');
    expect(schedulingProblem(due, at('2024-06-06', '10:59'), threeHours)).toBeNull();
    expect(schedulingProblem(due, at('2024-06-06', '11:00'), threeHours)).toMatchObject({
      code: 'scheduling_past_cutoff',
      params: { cutoff: '2024-06-06 11:00' },
    });
  });
});

describe('schedulingProblem: K-12 noon', () => {
  const k12 = rules({ k12: true });

  it('without a cut-off, takes orders until noon of the due date', () => {
    const due = dueInstant('2024-06-06', null, TZ);
    expect(schedulingProblem(due, at('2024-06-06', '11:59'), k12)).toBeNull();
    expect(schedulingProblem(at('2024-06-06', '13:00'), at('2024-06-06', '12:00'), k12)).toEqual({
      code: 'scheduling_past_cutoff',
      params: { cutoff: '2024-06-06 12:00', cutoffAt: '2024-06-06T16:00:00.000Z' },
    });
    // A later due time the same day closes at noon too.
    expect(schedulingProblem(at('2024-06-06', '17:00'), at('2024-06-06', '12:30'), k12)?.code).toBe(
      'scheduling_past_cutoff',
    );
  });

  it('with a cut-off in days, closes at noon that many days earlier', () => {
    const twoDays = rules({ k12: true, cutoff: { value: 2, unit: 'days' } });
    const due = dueInstant('2024-06-06', null, TZ);
    expect(schedulingProblem(due, at('2024-06-04', '11:59'), twoDays)).toBeNull();
    expect(schedulingProblem(due, at('2024-06-04', '12:00'), twoDays)).toMatchObject({
      code: 'scheduling_past_cutoff',
      params: { cutoff: '2024-06-04 12:00' },
    });
  });

  it('with a cut-off in hours, closes that many hours before noon', () => {
    const fourHours = rules({ k12: true, cutoff: { value: 4, unit: 'hours' } });
    const due = at('2024-06-06', '12:30');
    expect(schedulingProblem(due, at('2024-06-06', '07:59'), fourHours)).toBeNull();
    expect(schedulingProblem(due, at('2024-06-06', '08:00'), fourHours)).toMatchObject({
      params: { cutoff: '2024-06-06 08:00' },
    });
  });

  it('is noon on the wall clock on daylight-saving days', () => {
    const oneDay = rules({ k12: true, cutoff: { value: 1, unit: 'days' } });
    // Due Monday 2024-03-11: closes Sunday 03-10 at noon EDT = 16:00 UTC (17:00 the day before).
    expect(orderCutoffInstant(dueInstant('2024-03-11', null, TZ), oneDay)?.toISOString()).toBe(
      '2024-03-10T16:00:00.000Z',
    );
    expect(orderCutoffInstant(dueInstant('2024-03-10', null, TZ), k12)?.toISOString()).toBe(
      '2024-03-10T16:00:00.000Z',
    );
    expect(orderCutoffInstant(dueInstant('2024-11-03', null, TZ), k12)?.toISOString()).toBe(
      '2024-11-03T17:00:00.000Z',
    );
  });
});

describe('schedulingProblem: weekends, window, hours', () => {
  it('refuses Saturday and Sunday in the zone when weekends are excluded', () => {
    const weekdays = rules({ excludeWeekends: true });
    const now = at('2024-06-03', '09:00');
    expect(schedulingProblem(at('2024-06-08', '12:00'), now, weekdays)).toEqual({
      code: 'scheduling_weekend',
      params: {},
    });
    expect(schedulingProblem(at('2024-06-09', '12:00'), now, weekdays)?.code).toBe(
      'scheduling_weekend',
    );
    expect(schedulingProblem(at('2024-06-10', '00:00'), now, weekdays)).toBeNull();
    // Friday 21:00 in Toronto is already Saturday in UTC: still a weekday here.
    expect(schedulingProblem(at('2024-06-07', '21:00'), now, weekdays)).toBeNull();
    expect(schedulingProblem(at('2024-06-08', '12:00'), now, rules())).toBeNull();
  });

  it('takes due dates up to the window in calendar days from today in the zone', () => {
    const week = rules({ windowMaxDays: 7 });
    const now = at('2024-06-03', '10:00');
    expect(schedulingProblem(at('2024-06-10', '23:30'), now, week)).toBeNull();
    expect(schedulingProblem(at('2024-06-11', '00:00'), now, week)).toEqual({
      code: 'scheduling_too_far',
      params: { days: 7 },
    });
    // Late in the evening it is still the 3rd in Toronto (the 4th in UTC).
    const lateNow = at('2024-06-03', '23:30');
    expect(schedulingProblem(at('2024-06-10', '12:00'), lateNow, week)).toBeNull();
    expect(schedulingProblem(at('2024-06-11', '12:00'), lateNow, week)?.code).toBe(
      'scheduling_too_far',
    );
    const today = rules({ windowMaxDays: 0 });
    expect(schedulingProblem(at('2024-06-03', '23:00'), now, today)).toBeNull();
    expect(schedulingProblem(at('2024-06-04', '09:00'), now, today)?.code).toBe(
      'scheduling_too_far',
    );
  });

  it('counts the window in calendar days across a daylight-saving change', () => {
    const week = rules({ windowMaxDays: 7 });
    const now = at('2024-03-04', '00:30');
    expect(schedulingProblem(at('2024-03-11', '23:30'), now, week)).toBeNull();
    expect(schedulingProblem(at('2024-03-12', '00:00'), now, week)?.code).toBe(
      'scheduling_too_far',
    );
  });

  it('refuses a time the menu is closed', () => {
    const lunch = rules({ availability: allWeek('11:00', '14:00') });
    const now = at('2024-06-03', '09:00');
    expect(schedulingProblem(at('2024-06-04', '10:59'), now, lunch)).toEqual({
      code: 'scheduling_closed',
      params: {},
    });
    expect(schedulingProblem(at('2024-06-04', '11:00'), now, lunch)).toBeNull();
    expect(schedulingProblem(at('2024-06-04', '14:00'), now, lunch)?.code).toBe(
      'scheduling_closed',
    );
    expect(
      schedulingProblem(at('2024-06-04', '12:00'), now, rules({ availability: [] }))?.code,
    ).toBe('scheduling_closed');
  });
});

describe('isMenuOpenAt', () => {
  const mondayLunch: AvailabilityEntry[] = [
    { day_of_week: 1, start_time: '11:00', end_time: '14:00' },
    { day_of_week: 1, start_time: '17:00', end_time: '23:59' },
  ];

  it('is open from the start (included) to the end (excluded) of an interval of that weekday', () => {
    expect(isMenuOpenAt(mondayLunch, at('2024-06-03', '11:00'), TZ)).toBe(true);
    expect(isMenuOpenAt(mondayLunch, at('2024-06-03', '13:59'), TZ)).toBe(true);
    expect(isMenuOpenAt(mondayLunch, at('2024-06-03', '14:00'), TZ)).toBe(false);
    expect(isMenuOpenAt(mondayLunch, at('2024-06-04', '12:00'), TZ)).toBe(false);
  });

  it('reads an end of 23:59 as the end of the day', () => {
    expect(isMenuOpenAt(mondayLunch, at('2024-06-03', '23:59'), TZ)).toBe(true);
    expect(isMenuOpenAt(mondayLunch, at('2024-06-04', '00:00'), TZ)).toBe(false);
    const untilMidnight = [{ day_of_week: 1, start_time: '17:00', end_time: '24:00' }];
    expect(isMenuOpenAt(untilMidnight, at('2024-06-03', '23:59'), TZ)).toBe(true);
    expect(isMenuOpenAt(untilMidnight, at('2024-06-04', '00:00'), TZ)).toBe(false);
  });

  it('reads the weekday and time in the zone', () => {
    // Monday 12:00 in Toronto is 16:00 UTC; 12:00 UTC is 08:00 in Toronto.
    expect(isMenuOpenAt(mondayLunch, '2024-06-03T16:00:00Z', TZ)).toBe(true);
    expect(isMenuOpenAt(mondayLunch, '2024-06-03T12:00:00Z', TZ)).toBe(false);
    expect(isMenuOpenAt(mondayLunch, '2024-06-03T12:00:00Z', 'UTC')).toBe(true);
  });

  it('treats a week without hours as closed', () => {
    expect(isMenuOpenAt([], at('2024-06-03', '12:00'), TZ)).toBe(false);
  });

  it('keeps hours that end before they start open until that time the next day', () => {
    // Friday 22:00–02:00: 2024-06-07 is a Friday.
    const lateNight = [{ day_of_week: 5, start_time: '22:00', end_time: '02:00' }];
    expect(isMenuOpenAt(lateNight, at('2024-06-07', '21:59'), TZ)).toBe(false);
    expect(isMenuOpenAt(lateNight, at('2024-06-07', '23:00'), TZ)).toBe(true);
    expect(isMenuOpenAt(lateNight, at('2024-06-08', '01:30'), TZ)).toBe(true);
    expect(isMenuOpenAt(lateNight, at('2024-06-08', '02:00'), TZ)).toBe(false);
    expect(isMenuOpenAt(lateNight, at('2024-06-08', '03:00'), TZ)).toBe(false);
    // The morning after belongs to Friday's hours only: Thursday night stays closed.
    expect(isMenuOpenAt(lateNight, at('2024-06-07', '01:30'), TZ)).toBe(false);
  });

  it('runs Sunday night into Monday morning', () => {
    const sunday = [{ day_of_week: 7, start_time: '20:00', end_time: '01:00' }];
    expect(isMenuOpenAt(sunday, at('2024-06-10', '00:30'), TZ)).toBe(true);
    expect(isMenuOpenAt(sunday, at('2024-06-10', '01:00'), TZ)).toBe(false);
  });
});

describe('orderingIntervalStart', () => {
  it('steps from local midnight', () => {
    expect(orderingIntervalStart(at('2024-06-06', '12:44'), 30, TZ)).toBe(
      at('2024-06-06', '12:30').toISOString(),
    );
    expect(orderingIntervalStart(at('2024-06-06', '12:30'), 30, TZ)).toBe(
      at('2024-06-06', '12:30').toISOString(),
    );
    // 50-minute steps: 23:20 starts the last, shorter, interval of the day.
    expect(orderingIntervalStart(at('2024-06-06', '23:45'), 50, TZ)).toBe(
      at('2024-06-06', '23:20').toISOString(),
    );
    expect(orderingIntervalStart('2024-06-06T16:44:59.999Z', 15, TZ)).toBe(
      '2024-06-06T16:30:00.000Z',
    );
  });

  it('keeps the two 01:00 hours of the fall-back night apart', () => {
    const first = orderingIntervalStart('2024-11-03T05:30:00Z', 60, TZ); // 01:30 EDT
    const second = orderingIntervalStart('2024-11-03T06:30:00Z', 60, TZ); // 01:30 EST
    expect(first).toBe('2024-11-03T05:00:00.000Z');
    expect(second).toBe('2024-11-03T06:00:00.000Z');
  });

  it('follows the wall clock after the spring-forward night', () => {
    expect(orderingIntervalStart(at('2024-03-10', '03:20'), 30, TZ)).toBe(
      at('2024-03-10', '03:00').toISOString(),
    );
  });

  it('refuses an interval that is not a positive whole number of minutes', () => {
    expect(() => orderingIntervalStart(at('2024-06-06', '12:00'), 0, TZ)).toThrow(RangeError);
    expect(() => orderingIntervalStart(at('2024-06-06', '12:00'), 7.5, TZ)).toThrow(RangeError);
  });

  it('puts every instant in an interval that starts at most one interval before it (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2030-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(5, 15, 30, 45, 60, 90, 120),
        (instant, interval) => {
          const start = new Date(orderingIntervalStart(instant, interval, TZ));
          const gap = instant.getTime() - start.getTime();
          expect(gap).toBeGreaterThanOrEqual(0);
          expect(gap).toBeLessThan(interval * 60_000);
          // Any instant between the start and this one shares the interval.
          const between = new Date(start.getTime() + Math.floor(gap / 2));
          expect(orderingIntervalStart(between, interval, TZ)).toBe(start.toISOString());
        },
      ),
    );
  });
});

describe('dueTimesOf past midnight', () => {
  it('offers the morning after of hours that run past midnight, on the next date', () => {
    const lateNight = rules({
      availability: [{ day_of_week: 5, start_time: '22:00', end_time: '02:00' }],
    });
    const now = at('2024-06-07', '12:00');
    expect(dueTimesOf('2024-06-07', 60, lateNight, now)).toEqual(['22:00', '23:00']);
    expect(dueTimesOf('2024-06-08', 30, lateNight, now)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
    ]);
    expect(schedulingProblem(at('2024-06-08', '01:30'), now, lateNight)).toBeNull();
    expect(schedulingProblem(at('2024-06-08', '03:00'), now, lateNight)).toEqual({
      code: 'scheduling_closed',
      params: {},
    });
  });
});

describe('dueTimesOf', () => {
  it('lists the times within the menu hours', () => {
    const lunch = rules({ availability: allWeek('11:00', '14:00') });
    expect(dueTimesOf('2024-06-06', 30, lunch, at('2024-06-03', '09:00'))).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
  });

  it('leaves out times too soon for the notice and past the cut-off', () => {
    const lunch = rules({ availability: allWeek('11:00', '14:00'), requiredNoticeMinutes: 60 });
    expect(dueTimesOf('2024-06-06', 30, lunch, at('2024-06-06', '11:15'))).toEqual([
      '12:30',
      '13:00',
      '13:30',
    ]);
    const k12 = rules({ availability: allWeek('11:00', '14:00'), k12: true });
    expect(dueTimesOf('2024-06-06', 30, k12, at('2024-06-06', '12:00'))).toEqual([]);
    expect(dueTimesOf('2024-06-06', 30, k12, at('2024-06-06', '11:59'))).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
  });

  it('gives nothing on a weekend when weekends are excluded, or past the window', () => {
    expect(
      dueTimesOf('2024-06-08', 60, rules({ excludeWeekends: true }), at('2024-06-03', '09:00')),
    ).toEqual([]);
    expect(
      dueTimesOf('2024-06-12', 60, rules({ windowMaxDays: 7 }), at('2024-06-03', '09:00')),
    ).toEqual([]);
  });

  it('skips the hour that does not exist in March and lists 01:00 once in November', () => {
    const now = at('2024-03-01', '09:00');
    const spring = dueTimesOf('2024-03-10', 60, rules(), now);
    expect(spring).toHaveLength(23);
    expect(spring).not.toContain('02:00');
    expect(spring.slice(0, 3)).toEqual(['00:00', '01:00', '03:00']);
    const fall = dueTimesOf('2024-11-03', 60, rules(), now);
    expect(fall).toHaveLength(24);
    expect(fall.filter((time) => time === '01:00')).toHaveLength(1);
  });

  it('lists only times that pass schedulingProblem, each read back as itself (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(15, 30, 60),
        fc.integer({ min: 0, max: 600 }),
        (dayOffset, step, notice) => {
          const date = new Date(Date.UTC(2024, 0, 1 + dayOffset)).toISOString().slice(0, 10);
          const r = rules({
            requiredNoticeMinutes: notice,
            availability: allWeek('08:00', '20:00'),
          });
          const now = at('2024-01-15', '10:00');
          for (const time of dueTimesOf(date, step, r, now)) {
            const due = dueInstant(date, time, TZ);
            expect(formatTime(due, TZ)).toBe(time);
            expect(schedulingProblem(due, now, r)).toBeNull();
          }
        },
      ),
    );
  });
});

describe('schedulingWindow', () => {
  const now = at('2024-06-03', '09:00'); // Monday

  it('is today onwards without a limit', () => {
    expect(schedulingWindow(now, rules())).toEqual({ firstDate: '2024-06-03', lastDate: null });
  });

  it('starts after the notice and the cut-off', () => {
    expect(schedulingWindow(now, rules({ requiredNoticeMinutes: 2 * 24 * 60 }))).toMatchObject({
      firstDate: '2024-06-05',
    });
    // One day: Tuesday's orders closed at midnight starting Monday.
    expect(schedulingWindow(now, rules({ cutoff: { value: 1, unit: 'days' } }))).toMatchObject({
      firstDate: '2024-06-05',
    });
    expect(schedulingWindow(now, rules({ cutoff: { value: 0, unit: 'days' } }))).toMatchObject({
      firstDate: '2024-06-04',
    });
    expect(schedulingWindow(now, rules({ cutoff: { value: 20, unit: 'hours' } }))).toMatchObject({
      firstDate: '2024-06-04',
    });
    expect(schedulingWindow(now, rules({ cutoff: { value: 14, unit: 'hours' } }))).toMatchObject({
      firstDate: '2024-06-03',
    });
  });

  it('for K-12 starts tomorrow once noon has passed', () => {
    expect(schedulingWindow(at('2024-06-03', '11:59'), rules({ k12: true })).firstDate).toBe(
      '2024-06-03',
    );
    expect(schedulingWindow(at('2024-06-03', '12:00'), rules({ k12: true })).firstDate).toBe(
      '2024-06-04',
    );
  });

  it('skips weekends at both ends', () => {
    const friday = at('2024-06-07', '12:00');
    const weekdays = rules({
      excludeWeekends: true,
      cutoff: { value: 1, unit: 'days' },
      windowMaxDays: 8,
    });
    // Saturday and Sunday are skipped; Friday + 8 days is Saturday the 15th, back to Friday the 14th.
    expect(schedulingWindow(friday, weekdays)).toEqual({
      firstDate: '2024-06-10',
      lastDate: '2024-06-14',
    });
  });

  it('ends the window windowMaxDays after today', () => {
    expect(schedulingWindow(now, rules({ windowMaxDays: 7 }))).toEqual({
      firstDate: '2024-06-03',
      lastDate: '2024-06-10',
    });
  });

  it('every date between first and last has a time that passes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 72 }),
        fc.option(fc.integer({ min: 0, max: 3 })),
        fc.boolean(),
        fc.boolean(),
        (hoursFromNow, cutoffDays, excludeWeekends, k12) => {
          const r = rules({
            cutoff: cutoffDays === null ? null : { value: cutoffDays, unit: 'days' },
            excludeWeekends,
            k12,
            windowMaxDays: 10,
          });
          const current = new Date(at('2024-06-03', '00:00').getTime() + hoursFromNow * 3_600_000);
          const { firstDate, lastDate } = schedulingWindow(current, r);
          // The first date offers a time, and the day before it none.
          expect(dueTimesOf(firstDate, 15, r, current).length).toBeGreaterThan(0);
          const today = toIsoDate(current, TZ);
          if (firstDate > today) {
            expect(dueTimesOf(addCalendarDays(firstDate, -1), 15, r, current)).toEqual([]);
          }
          expect(lastDate).not.toBeNull();
          if (lastDate !== null && lastDate >= firstDate) {
            expect(dueTimesOf(lastDate, 15, r, current).length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
