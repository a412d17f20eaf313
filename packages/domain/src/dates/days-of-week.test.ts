import { describe, expect, it } from 'vitest';
import { dayOfWeekName, dayOfWeekOf, daysOfWeek, isDayOfWeek } from './days-of-week.ts';

describe('days of week', () => {
  it('number Monday 1 to Sunday 7 with localised names', () => {
    expect(daysOfWeek.map((day) => dayOfWeekName(day, 'en-CA'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(daysOfWeek.map((day) => dayOfWeekName(day, 'fr-CA'))).toEqual([
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
    ]);
    expect(dayOfWeekName(3, 'en-CA', 'short')).toBe('Wed');
  });

  it('tells the day of an instant in the location time zone', () => {
    // Monday 2024-06-03 02:00 UTC is still Sunday evening in Toronto.
    expect(dayOfWeekOf('2024-06-03T02:00:00Z')).toBe(7);
    expect(dayOfWeekOf('2024-06-03T02:00:00Z', 'UTC')).toBe(1);
    expect(dayOfWeekOf('nope')).toBeNull();
  });

  it('accepts only 1 to 7', () => {
    expect([0, 1, 7, 8, 1.5, '1'].map(isDayOfWeek)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
