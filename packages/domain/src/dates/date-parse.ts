/** A calendar date without time zone, as the API writes it (`YYYY-MM-DD`). */
export interface CalendarDate {
  year: number;
  /** 1 (January) to 12. */
  month: number;
  day: number;
}

/** A time of day as the API writes it (`HH:mm`, 24-hour clock). */
export interface TimeOfDay {
  hours: number;
  minutes: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Reads `YYYY-MM-DD`; `null` for any other shape or a day that does not exist (2023-02-29). */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Reads `HH:mm` from 00:00 to 23:59; `null` otherwise (`24:00`, `9:30` and `09:60` are refused). */
export function parseTimeOfDay(text: string): TimeOfDay | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** Minutes since midnight of an `HH:mm` time (`null` when it is not one), handy to compare times. */
export function minutesOfDay(text: string): number | null {
  const time = parseTimeOfDay(text);
  return time ? time.hours * 60 + time.minutes : null;
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function formatTimeOfDay(time: TimeOfDay): string {
  return `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
}
