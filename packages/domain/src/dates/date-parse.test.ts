import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatIsoDate,
  formatTimeOfDay,
  minutesOfDay,
  parseIsoDate,
  parseTimeOfDay,
} from './date-parse.ts';

describe('parseIsoDate', () => {
  it('reads existing days only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-1-5', '2024/01/05', '']) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('round-trips every calendar day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const text = date.toISOString().slice(0, 10);
          const parsed = parseIsoDate(text);
          expect(parsed).not.toBeNull();
          expect(formatIsoDate(parsed!)).toBe(text);
        },
      ),
    );
  });
});

describe('parseTimeOfDay', () => {
  it('reads 00:00 to 23:59', () => {
    expect(parseTimeOfDay('00:00')).toEqual({ hours: 0, minutes: 0 });
    expect(parseTimeOfDay('23:59')).toEqual({ hours: 23, minutes: 59 });
    for (const bad of ['24:00', '9:30', '09:60', '09:5', '0930', '']) {
      expect(parseTimeOfDay(bad)).toBeNull();
    }
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const text = formatTimeOfDay({ hours: h, minutes: m });
        expect(parseTimeOfDay(text)).toEqual({ hours: h, minutes: m });
        expect(minutesOfDay(text)).toBe(h * 60 + m);
      }),
    );
  });
});
