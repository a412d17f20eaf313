import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SLOTS_PER_DAY,
  ZPriceCode,
  ZPriceSchedule,
  isRegularSchedule,
  isUnavailableCode,
  itemPriceAt,
  paintSchedule,
  regularSchedule,
  scheduleSlotAt,
  slotStartTime,
  type PriceSchedule,
} from './price-schedule.ts';

/** A week where Monday 15:00–17:00 is code A and every day 23:00–24:00 is x. */
function happyHourWeek(): PriceSchedule {
  let week = regularSchedule();
  week = paintSchedule(week, { fromDay: 1, toDay: 1, fromSlot: 60, toSlot: 67 }, 'A');
  return paintSchedule(week, { fromDay: 1, toDay: 7, fromSlot: 92, toSlot: 95 }, 'x');
}

const item = {
  base_price: 6.5,
  price_schedule: happyHourWeek(),
  additional_prices: { A: 4.25 },
};

// 2025-06-02 is a Monday; Toronto is UTC−4 in June, Vancouver UTC−7.
const mondayUtc = (time: string) => `2025-06-02T${time}:00Z`;

describe('scheduleSlotAt', () => {
  it('gives the day (1 Monday … 7 Sunday) and quarter-hour slot in the time zone', () => {
    expect(scheduleSlotAt(mondayUtc('19:00'), 'America/Toronto')).toEqual({ day: 1, slot: 60 });
    expect(scheduleSlotAt(mondayUtc('19:14'), 'America/Toronto')).toEqual({ day: 1, slot: 60 });
    expect(scheduleSlotAt(mondayUtc('19:15'), 'America/Toronto')).toEqual({ day: 1, slot: 61 });
    expect(scheduleSlotAt('2025-06-02T04:00:00Z', 'America/Toronto')).toEqual({ day: 1, slot: 0 });
    expect(scheduleSlotAt('2025-06-02T03:59:00Z', 'America/Toronto')).toEqual({ day: 7, slot: 95 });
  });

  it('reads Toronto when no time zone is given', () => {
    expect(scheduleSlotAt(mondayUtc('19:00'))).toEqual({ day: 1, slot: 60 });
  });

  it('answers null for an invalid instant', () => {
    expect(scheduleSlotAt('not a date')).toBeNull();
  });

  it('follows the local wall clock across daylight-saving changes in Toronto', () => {
    // 2025-03-09 (Sunday): 02:00 EST jumps to 03:00 EDT.
    expect(scheduleSlotAt('2025-03-09T06:59:00Z')).toEqual({ day: 7, slot: 7 });
    expect(scheduleSlotAt('2025-03-09T07:00:00Z')).toEqual({ day: 7, slot: 12 });
    // 2025-11-02 (Sunday): 02:00 EDT falls back to 01:00 EST; 01:30 happens twice.
    expect(scheduleSlotAt('2025-11-02T05:30:00Z')).toEqual({ day: 7, slot: 6 });
    expect(scheduleSlotAt('2025-11-02T06:30:00Z')).toEqual({ day: 7, slot: 6 });
    expect(scheduleSlotAt('2025-11-02T07:30:00Z')).toEqual({ day: 7, slot: 10 });
  });

  it('always answers a day 1–7 and a slot 0–95', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('America/Toronto', 'America/Vancouver', 'America/St_Johns', 'UTC'),
        (date, zone) => {
          const at = scheduleSlotAt(date, zone)!;
          expect(at.day).toBeGreaterThanOrEqual(1);
          expect(at.day).toBeLessThanOrEqual(7);
          expect(at.slot).toBeGreaterThanOrEqual(0);
          expect(at.slot).toBeLessThan(SLOTS_PER_DAY);
        },
      ),
    );
  });
});

describe('itemPriceAt', () => {
  it('sells at the base price at all times without a schedule', () => {
    const plain = { base_price: 3.29, price_schedule: null };
    expect(itemPriceAt(plain, mondayUtc('03:00'))).toEqual({ available: true, price: 3.29 });
    expect(itemPriceAt({ base_price: 3.29 }, 'any time')).toEqual({ available: true, price: 3.29 });
  });

  it('takes the price of the slot code from the additional prices', () => {
    expect(itemPriceAt(item, mondayUtc('19:00'))).toEqual({ available: true, price: 4.25 });
    expect(itemPriceAt(item, mondayUtc('20:59'))).toEqual({ available: true, price: 4.25 });
  });

  it('switches price exactly at the slot boundaries', () => {
    expect(itemPriceAt(item, mondayUtc('18:59'))).toEqual({ available: true, price: 6.5 });
    expect(itemPriceAt(item, mondayUtc('21:00'))).toEqual({ available: true, price: 6.5 });
    expect(itemPriceAt(item, mondayUtc('21:14'))).toEqual({ available: true, price: 6.5 });
  });

  it('is unavailable in slots coded x, in either case', () => {
    expect(itemPriceAt(item, mondayUtc('03:00'))).toEqual({ available: false });
    const upper = {
      ...item,
      price_schedule: paintSchedule(
        regularSchedule(),
        { fromDay: 1, toDay: 7, fromSlot: 0, toSlot: 95 },
        'X',
      ),
    };
    expect(itemPriceAt(upper, mondayUtc('19:00'))).toEqual({ available: false });
  });

  it('is unavailable when the slot code has no additional price', () => {
    expect(itemPriceAt({ ...item, additional_prices: null }, mondayUtc('19:00'))).toEqual({
      available: false,
    });
    expect(itemPriceAt({ ...item, additional_prices: { B: 1 } }, mondayUtc('19:00'))).toEqual({
      available: false,
    });
  });

  it('reads the slot in the location time zone: one instant, different slots', () => {
    // 19:00 UTC is 15:00 in Toronto (happy hour) and 12:00 in Vancouver (regular price).
    expect(itemPriceAt(item, mondayUtc('19:00'), 'America/Toronto')).toEqual({
      available: true,
      price: 4.25,
    });
    expect(itemPriceAt(item, mondayUtc('19:00'), 'America/Vancouver')).toEqual({
      available: true,
      price: 6.5,
    });
    // 06:30 UTC Tuesday is 23:30 Monday in Vancouver (closed) and 02:30 Tuesday in Toronto.
    expect(itemPriceAt(item, '2025-06-03T06:30:00Z', 'America/Vancouver')).toEqual({
      available: false,
    });
    expect(itemPriceAt(item, '2025-06-03T06:30:00Z', 'America/Toronto')).toEqual({
      available: true,
      price: 6.5,
    });
  });

  it('uses the wall-clock slot on a daylight-saving day in Toronto', () => {
    const sunday = {
      base_price: 5,
      additional_prices: { B: 2 },
      // Sunday 03:00–03:15 (slot 12) is code B.
      price_schedule: paintSchedule(
        regularSchedule(),
        { fromDay: 7, toDay: 7, fromSlot: 12, toSlot: 12 },
        'B',
      ),
    };
    // 07:00 UTC on 2025-03-09 is 03:00 EDT, the first instant after the jump.
    expect(itemPriceAt(sunday, '2025-03-09T07:00:00Z')).toEqual({ available: true, price: 2 });
    // One hour earlier it was 01:00 EST.
    expect(itemPriceAt(sunday, '2025-03-09T06:00:00Z')).toEqual({ available: true, price: 5 });
    // On 2025-11-02, 03:00 EST is 08:00 UTC (03:00 EDT never happens twice).
    expect(itemPriceAt(sunday, '2025-11-02T08:00:00Z')).toEqual({ available: true, price: 2 });
    expect(itemPriceAt(sunday, '2025-11-02T07:00:00Z')).toEqual({ available: true, price: 5 });
  });

  it('answers additional prices with two decimals', () => {
    const odd = { ...item, additional_prices: { A: 4.255 } };
    expect(itemPriceAt(odd, mondayUtc('19:00'))).toEqual({ available: true, price: 4.26 });
  });
});

describe('paintSchedule', () => {
  it('paints the same rectangle whichever way the drag goes', () => {
    const forward = paintSchedule(
      regularSchedule(),
      { fromDay: 2, toDay: 4, fromSlot: 8, toSlot: 11 },
      'C',
    );
    const backward = paintSchedule(
      regularSchedule(),
      { fromDay: 4, toDay: 2, fromSlot: 11, toSlot: 8 },
      'C',
    );
    expect(backward).toEqual(forward);
    expect(forward[0]).toBe('-'.repeat(96));
    expect(forward[1]).toBe(`${'-'.repeat(8)}CCCC${'-'.repeat(84)}`);
    expect(forward[3]).toBe(forward[1]);
    expect(forward[4]).toBe('-'.repeat(96));
  });

  it('brings corners past the grid back to its edge', () => {
    const painted = paintSchedule(
      regularSchedule(),
      { fromDay: 0, toDay: 9, fromSlot: 90, toSlot: 130 },
      'x',
    );
    expect(painted.every((day) => day.endsWith('xxxxxx') && day.length === 96)).toBe(true);
    expect(painted[0]!.slice(0, 90)).toBe('-'.repeat(90));
  });

  it('refuses a code that is not one slot character', () => {
    expect(() =>
      paintSchedule(regularSchedule(), { fromDay: 1, toDay: 1, fromSlot: 0, toSlot: 1 }, 'AB'),
    ).toThrow(RangeError);
    expect(() =>
      paintSchedule(regularSchedule(), { fromDay: 1, toDay: 1, fromSlot: 0, toSlot: 1 }, ''),
    ).toThrow(RangeError);
  });

  it('changes only the painted rectangle and keeps a valid schedule', () => {
    const slotCode = fc.constantFrom('-', 'x', 'X', 'A', 'b', '7');
    const week = fc.array(
      fc.array(slotCode, { minLength: 96, maxLength: 96 }).map((codes) => codes.join('')),
      {
        minLength: 7,
        maxLength: 7,
      },
    );
    const day = fc.integer({ min: 1, max: 7 });
    const slot = fc.integer({ min: 0, max: 95 });
    fc.assert(
      fc.property(
        week,
        day,
        day,
        slot,
        slot,
        slotCode,
        (schedule, fromDay, toDay, fromSlot, toSlot, code) => {
          const painted = paintSchedule(schedule, { fromDay, toDay, fromSlot, toSlot }, code);
          expect(ZPriceSchedule.safeParse(painted).success).toBe(true);
          const inside = (d: number, s: number) =>
            d >= Math.min(fromDay, toDay) &&
            d <= Math.max(fromDay, toDay) &&
            s >= Math.min(fromSlot, toSlot) &&
            s <= Math.max(fromSlot, toSlot);
          const expected = schedule.map((codes, index) =>
            [...codes].map((old, s) => (inside(index + 1, s) ? code : old)).join(''),
          );
          expect(painted).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('schedule helpers', () => {
  it('name slot start times, 96 reading as the end of the day', () => {
    expect(slotStartTime(0)).toBe('00:00');
    expect(slotStartTime(61)).toBe('15:15');
    expect(slotStartTime(95)).toBe('23:45');
    expect(slotStartTime(96)).toBe('24:00');
  });

  it('tell a schedule that changes nothing', () => {
    expect(isRegularSchedule(null)).toBe(true);
    expect(isRegularSchedule(regularSchedule())).toBe(true);
    expect(isRegularSchedule(happyHourWeek())).toBe(false);
  });

  it('read x in either case as unavailable, and never accept x as a price code', () => {
    expect(isUnavailableCode('x')).toBe(true);
    expect(isUnavailableCode('X')).toBe(true);
    expect(isUnavailableCode('A')).toBe(false);
    expect(ZPriceCode.safeParse('A').success).toBe(true);
    expect(ZPriceCode.safeParse('9').success).toBe(true);
    for (const code of ['x', 'X', '-', 'AB', ''])
      expect(ZPriceCode.safeParse(code).success).toBe(false);
  });

  it('accept only 7 days of 96 slot codes', () => {
    expect(ZPriceSchedule.safeParse(regularSchedule()).success).toBe(true);
    expect(ZPriceSchedule.safeParse(regularSchedule().slice(1)).success).toBe(false);
    expect(ZPriceSchedule.safeParse([...regularSchedule().slice(1), '-'.repeat(95)]).success).toBe(
      false,
    );
    expect(
      ZPriceSchedule.safeParse([...regularSchedule().slice(1), `${'-'.repeat(95)}$`]).success,
    ).toBe(false);
  });
});
