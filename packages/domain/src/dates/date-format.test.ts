import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatTime,
  isValidTimeZone,
  toIsoDate,
} from './date-format.ts';

// 2024-03-01 04:30 UTC is still February 29 in Toronto (UTC-5).
const lateEvening = '2024-03-01T04:30:00Z';

describe('formatCalendarDate', () => {
  it('writes a calendar date as the product does, the same day in every zone', () => {
    expect(formatCalendarDate('2026-12-31', 'en-CA')).toBe('2026/12/31');
    expect(formatCalendarDate('2026-01-01', 'fr-CA')).toBe('01/01/2026');
  });
});

describe('formatDate', () => {
  it('writes yyyy/MM/dd in English and dd/MM/yyyy in French', () => {
    expect(formatDate('2024-03-09T15:00:00Z', 'en-CA')).toBe('2024/03/09');
    expect(formatDate('2024-03-09T15:00:00Z', 'fr-CA')).toBe('09/03/2024');
  });

  it('uses the location time zone, Toronto by default', () => {
    expect(formatDate(lateEvening, 'en-CA')).toBe('2024/02/29');
    expect(formatDate(lateEvening, 'en-CA', 'America/Vancouver')).toBe('2024/02/29');
    expect(formatDate(lateEvening, 'en-CA', 'UTC')).toBe('2024/03/01');
    expect(formatDate(lateEvening, 'fr-CA', 'Europe/Paris')).toBe('01/03/2024');
  });

  it('gives empty text for an invalid instant and throws for an unknown zone', () => {
    expect(formatDate('not a date', 'en-CA')).toBe('');
    expect(formatDateTime(Number.NaN, 'fr-CA')).toBe('');
    expect(() => formatDate(lateEvening, 'en-CA', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('agrees with the UTC calendar for any instant in UTC', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          const [y, m, d] = [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)];
          expect(formatDate(date, 'en-CA', 'UTC')).toBe(`${y}/${m}/${d}`);
          expect(formatDate(date, 'fr-CA', 'UTC')).toBe(`${d}/${m}/${y}`);
          expect(formatTime(date, 'UTC')).toBe(iso.slice(11, 16));
          expect(toIsoDate(date, 'UTC')).toBe(iso.slice(0, 10));
        },
      ),
    );
  });
});

describe('formatTime and formatDateTime', () => {
  it('use a 24-hour clock with midnight as 00', () => {
    expect(formatTime('2024-06-01T04:05:00Z')).toBe('00:05');
    expect(formatTime('2024-06-01T18:45:00Z')).toBe('14:45');
  });

  it('join date and time', () => {
    expect(formatDateTime('2024-06-01T18:45:00Z', 'en-CA')).toBe('2024/06/01 14:45');
    expect(formatDateTime('2024-06-01T18:45:00Z', 'fr-CA')).toBe('01/06/2024 14:45');
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones only', () => {
    expect(isValidTimeZone('America/Toronto')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
