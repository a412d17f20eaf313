/**
 * A `.ics` file name from what the file holds: words of letters and digits (accents kept), joined
 * by hyphens, so that every system saves it as it is.
 */
export function calendarFileName(...parts: string[]): string {
  const words = parts
    .join(' ')
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return `${words.join('-').slice(0, 100) || 'calendar'}.ics`;
}
