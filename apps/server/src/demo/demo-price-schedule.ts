import { paintSchedule, regularSchedule, SLOT_MINUTES, type PriceSchedule } from '@app/domain';
import type { DemoSchedulePaint } from './demo-catalogue-types.ts';

function slotOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const slot = (hours * 60 + minutes) / SLOT_MINUTES;
  if (!Number.isInteger(slot)) throw new Error(`demo data: ${time} is not on a quarter hour`);
  return slot;
}

/**
 * A price schedule painted the way staff do it in the item editor: every slot starts at the
 * regular price, then each entry paints its days from `start` up to (not including) `end`.
 */
export function demoPriceSchedule(paints: readonly DemoSchedulePaint[]): PriceSchedule {
  let schedule = regularSchedule();
  for (const paint of paints) {
    for (const day of paint.days) {
      schedule = paintSchedule(
        schedule,
        { fromDay: day, toDay: day, fromSlot: slotOf(paint.start), toSlot: slotOf(paint.end) - 1 },
        paint.code,
      );
    }
  }
  return schedule;
}
