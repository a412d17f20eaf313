import { REGULAR_SLOT, isUnavailableCode, slotStartTime, type PriceSchedule } from '@app/domain';

/** The price codes offered, in the order "Add a price code" hands them out (x means unavailable). */
export const PRICE_CODES = 'ABCDEFGHIJKLMNOPQRSTUVWYZ0123456789'.split('');

const CODE_COLOURS = [
  '#1c7ed6',
  '#ae3ec9',
  '#f76707',
  '#0c8599',
  '#d6336c',
  '#66a80f',
  '#4263eb',
  '#f59f00',
  '#7048e8',
  '#e03131',
];

/** The colour of a slot code on the grid and in the legend. */
export function codeColour(code: string): string {
  if (code === REGULAR_SLOT) return '#d3f9d8';
  if (isUnavailableCode(code)) return '#495057';
  const index = PRICE_CODES.indexOf(code.toUpperCase());
  return CODE_COLOURS[(index < 0 ? 0 : index) % CODE_COLOURS.length] ?? '#1c7ed6';
}

/** The first price code not yet used. */
export function nextPriceCode(used: readonly string[]): string | null {
  return PRICE_CODES.find((code) => !used.includes(code)) ?? null;
}

/** Price codes that appear in the schedule (besides regular and unavailable). */
export function codesInSchedule(schedule: PriceSchedule): string[] {
  const codes = new Set<string>();
  for (const day of schedule) {
    for (const code of day) {
      if (code !== REGULAR_SLOT && !isUnavailableCode(code)) codes.add(code);
    }
  }
  return [...codes].sort();
}

export interface ScheduleRun {
  code: string;
  from: string;
  to: string;
}

/** The stretches of one day that are not at the regular price: `11:00–14:00 A`. */
export function scheduleRuns(day: string): ScheduleRun[] {
  const runs: ScheduleRun[] = [];
  let start = 0;
  for (let slot = 1; slot <= day.length; slot += 1) {
    if (slot < day.length && day[slot] === day[start]) continue;
    const code = day[start] ?? REGULAR_SLOT;
    if (code !== REGULAR_SLOT) {
      runs.push({ code, from: slotStartTime(start), to: slotStartTime(slot) });
    }
    start = slot;
  }
  return runs;
}

/** Replaces every slot coded `code` with the regular price (a removed price code). */
export function eraseCode(schedule: PriceSchedule, code: string): PriceSchedule {
  return schedule.map((day) => day.split(code).join(REGULAR_SLOT));
}
