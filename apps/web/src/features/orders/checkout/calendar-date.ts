/** Saturday or Sunday (read at noon UTC: the same day whatever zone reads it). */
export function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}
