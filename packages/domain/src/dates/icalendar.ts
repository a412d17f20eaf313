/**
 * An iCalendar (RFC 5545) feed: what a calendar application subscribes to. Times are written in
 * UTC (`20261125T180000Z`), so every client shows them in its own time zone and the feed needs no
 * VTIMEZONE; text is escaped (backslash, semicolon, comma, new line) and lines are folded at 75
 * octets, as the RFC requires. The feed asks clients to fetch it again every hour (RFC 7986
 * `REFRESH-INTERVAL`, and Outlook's `X-PUBLISHED-TTL`).
 */
export interface CalendarEntry {
  /** Unique and stable for the entry (the same event keeps it from one fetch to the next). */
  uid: string;
  start: Date;
  /** Defaults to the start plus three hours when the event has no end (or none after its start). */
  end: Date | null;
  summary: string;
  description?: string | null;
  location?: string | null;
  /** When the entry last changed (calendar clients update on a later stamp). */
  updated: Date;
  /** Written `STATUS:CANCELLED`, so that calendars strike the entry out rather than drop it. */
  cancelled?: boolean;
}

const DEFAULT_LENGTH_MS = 3 * 60 * 60 * 1000;

/** `20261125T180000Z`. */
export function icalTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// Control characters other than the tab may not appear in a TEXT value (RFC 5545 §3.3.11).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text as a property value: `\` `;` `,` and new lines (CRLF, LF or CR) escaped. */
export function icalText(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded to at most 75 octets per line (continuations start with a space). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole feed, named `name`, with one VEVENT per entry; CRLF line ends. */
export function icalendar(name: string, entries: readonly CalendarEntry[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Food-service back-office//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${icalText(name)}`,
    `X-WR-CALNAME:${icalText(name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const entry of entries) {
    const end =
      entry.end && entry.end > entry.start
        ? entry.end
        : new Date(entry.start.getTime() + DEFAULT_LENGTH_MS);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${icalTime(now)}`,
      `LAST-MODIFIED:${icalTime(entry.updated)}`,
      `DTSTART:${icalTime(entry.start)}`,
      `DTEND:${icalTime(end)}`,
      `SUMMARY:${icalText(entry.summary)}`,
    );
    if (entry.description) lines.push(`DESCRIPTION:${icalText(entry.description)}`);
    if (entry.location) lines.push(`LOCATION:${icalText(entry.location)}`);
    if (entry.cancelled) lines.push('STATUS:CANCELLED');
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
