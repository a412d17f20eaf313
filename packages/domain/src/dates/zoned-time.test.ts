import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTime, toIsoDate } from './date-format.ts';
import { startOfZonedDay, zonedDaysSpan, zonedTimeToInstant } from './zoned-time.ts';

const iso = (date: Date) => date.toISOString();

describe('zonedTimeToInstant', () => {
  it('reads the wall clock of the zone, winter and summer', () => {
    expect(iso(zonedTimeToInstant('2024-01-15', '12:00', 'America/Toronto'))).toBe(
      '2024-01-15T17:00:00.000Z',
    );
    expect(iso(zonedTimeToInstant('2024-07-15', '12:00', 'America/Toronto'))).toBe(
      '2024-07-15T16:00:00.000Z',
    );
    expect(iso(zonedTimeToInstant('2024-07-15', '12:00', 'America/Vancouver'))).toBe(
      '2024-07-15T19:00:00.000Z',
    );
    expect(iso(zonedTimeToInstant('2024-07-15', '23:59', 'UTC'))).toBe('2024-07-15T23:59:00.000Z');
  });

  it('uses Toronto when no zone is given', () => {
    expect(iso(zonedTimeToInstant('2024-01-15', '00:00'))).toBe('2024-01-15T05:00:00.000Z');
  });

  it('on the spring-forward day, reads times before and after the change with their own offsets', () => {
    // 2024-03-10: Toronto goes from 02:00 EST straight to 03:00 EDT.
    expect(iso(zonedTimeToInstant('2024-03-10', '01:59', 'America/Toronto'))).toBe(
      '2024-03-10T06:59:00.000Z',
    );
    expect(iso(zonedTimeToInstant('2024-03-10', '03:00', 'America/Toronto'))).toBe(
      '2024-03-10T07:00:00.000Z',
    );
    expect(iso(zonedTimeToInstant('2024-03-10', '12:00', 'America/Toronto'))).toBe(
      '2024-03-10T16:00:00.000Z',
    );
  });

  it('moves a time that does not exist forward by the gap', () => {
    const instant = zonedTimeToInstant('2024-03-10', '02:30', 'America/Toronto');
    expect(iso(instant)).toBe('2024-03-10T07:30:00.000Z');
    expect(formatTime(instant, 'America/Toronto')).toBe('03:30');
  });

  it('takes the first of a time that happens twice (fall back)', () => {
    // 2024-11-03: 01:00–01:59 happens in EDT, then again in EST.
    expect(iso(zonedTimeToInstant('2024-11-03', '01:30', 'America/Toronto'))).toBe(
      '2024-11-03T05:30:00.000Z',
    );
    expect(iso(zonedTimeToInstant('2024-11-03', '02:00', 'America/Toronto'))).toBe(
      '2024-11-03T07:00:00.000Z',
    );
  });

  it('refuses dates and times that do not exist, and unknown zones', () => {
    expect(() => zonedTimeToInstant('2023-02-29', '12:00')).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2024-01-15', '24:00')).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2024-01-15', '9:30')).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2024-01-15', '12:00', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('gives back the same wall clock for every time that exists (property)', () => {
    const zones = ['America/Toronto', 'America/Vancouver', 'America/St_Johns', 'America/Halifax'];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          const back = zonedTimeToInstant(toIsoDate(minute, zone), formatTime(minute, zone), zone);
          expect(toIsoDate(back, zone)).toBe(toIsoDate(minute, zone));
          expect(formatTime(back, zone)).toBe(formatTime(minute, zone));
          // Ambiguous times give the earlier instant: never later than the one read.
          expect(back.getTime()).toBeLessThanOrEqual(minute.getTime());
        },
      ),
    );
  });
});

describe('startOfZonedDay', () => {
  it('is local midnight; DST days last 23 and 25 hours', () => {
    const hours = (date: string, next: string) =>
      (startOfZonedDay(next).getTime() - startOfZonedDay(date).getTime()) / 3_600_000;
    expect(hours('2024-03-10', '2024-03-11')).toBe(23);
    expect(hours('2024-11-03', '2024-11-04')).toBe(25);
    expect(hours('2024-06-03', '2024-06-04')).toBe(24);
  });
});

describe('zonedDaysSpan', () => {
  it('runs from the first day’s local midnight to the midnight after the last', () => {
    // Toronto leaves daylight time on 2026-11-01: that day has 25 hours.
    const span = zonedDaysSpan('2026-10-31', '2026-11-01', 'America/Toronto');
    expect(span.from.toISOString()).toBe('2026-10-31T04:00:00.000Z');
    expect(span.to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('covers one day when both ends are the same', () => {
    const span = zonedDaysSpan('2026-03-11', '2026-03-11', 'America/Toronto');
    expect((span.to.getTime() - span.from.getTime()) / 3_600_000).toBe(24);
  });
});
