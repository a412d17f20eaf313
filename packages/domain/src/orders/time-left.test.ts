import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

const now = new Date('2026-03-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('timeLeft', () => {
  it('gives the two largest non-zero units of the time left', () => {
    expect(timeLeft(at(17 * 24 * 60 + 5 * 60), now)).toEqual({
      late: false,
      parts: [
        { unit: 'weeks', value: 2 },
        { unit: 'days', value: 3 },
      ],
    });
    expect(timeLeft(at(5 * 60 + 12), now)).toEqual({
      late: false,
      parts: [
        { unit: 'hours', value: 5 },
        { unit: 'minutes', value: 12 },
      ],
    });
    // Zero units in between are skipped, not shown.
    expect(timeLeft(at(7 * 24 * 60 + 30), now).parts).toEqual([
      { unit: 'weeks', value: 1 },
      { unit: 'minutes', value: 30 },
    ]);
  });

  it('says late once the due time has passed, with how late', () => {
    expect(timeLeft(at(-(2 * 24 * 60 + 60)), now)).toEqual({
      late: true,
      parts: [
        { unit: 'days', value: 2 },
        { unit: 'hours', value: 1 },
      ],
    });
  });

  it('rounds down to whole minutes and keeps no part within the minute', () => {
    expect(timeLeft(new Date(now.getTime() + 59_999), now)).toEqual({ late: false, parts: [] });
    expect(timeLeft(new Date(now.getTime() - 30_000), now)).toEqual({ late: true, parts: [] });
    expect(timeLeft(now.toISOString(), now.getTime())).toEqual({ late: false, parts: [] });
  });
});
