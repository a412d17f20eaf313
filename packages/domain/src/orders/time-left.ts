/**
 * The time-left / late label of an order card (spec part 2 §4 "Other": shown in weeks, days,
 * hours and minutes). Only the non-zero units are kept, largest first, and at most the two
 * largest of them, so a card reads "2 wk 3 d" or "5 h 12 min", never a row of zeros.
 */
export interface TimeLeft {
  /** The due time has passed. */
  late: boolean;
  /** Non-zero units, largest first (at most two); empty when due within the minute. */
  parts: TimeLeftPart[];
}

export type TimeLeftUnit = 'weeks' | 'days' | 'hours' | 'minutes';
export interface TimeLeftPart {
  unit: TimeLeftUnit;
  value: number;
}

const MINUTE_MS = 60_000;
const UNITS: readonly [TimeLeftUnit, number][] = [
  ['weeks', 7 * 24 * 60],
  ['days', 24 * 60],
  ['hours', 60],
  ['minutes', 1],
];

/**
 * Time from `now` to `due`, in whole minutes (rounded down, so "1 min left" never means "due
 * now"); `late` once `due` is in the past.
 */
export function timeLeft(due: Date | string, now: Date | number = Date.now()): TimeLeft {
  const dueMs = new Date(due).getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const late = dueMs < nowMs;
  let minutes = Math.floor(Math.abs(dueMs - nowMs) / MINUTE_MS);
  const parts: TimeLeftPart[] = [];
  for (const [unit, size] of UNITS) {
    const value = Math.floor(minutes / size);
    minutes -= value * size;
    if (value > 0) parts.push({ unit, value });
  }
  return { late, parts: parts.slice(0, 2) };
}
