import { describe, expect, it } from 'vitest';
import { foldLine, icalendar, icalText, icalTime } from './icalendar.ts';

describe('iCalendar feed', () => {
  it('writes instants in UTC and escapes text', () => {
    expect(icalTime(new Date('2026-11-25T18:30:05.123Z'))).toBe('20261125T183005Z');
    expect(icalText('Suite 101, Level 2; bring\\ID\nthanks')).toBe(
      'Suite 101\\, Level 2\\; bring\\\\ID\\nthanks',
    );
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n ');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.join('')).toBe(line);
  });

  it('has one event per entry, with an end three hours on when there is none', () => {
    const start = new Date('2026-12-01T00:00:00Z');
    const feed = icalendar(
      'Lakeshore Stadium — events',
      [
        {
          uid: 'event-7@lakeshore',
          start,
          end: null,
          summary: 'Home opener',
          description: 'Suites: 101, 102',
          location: 'Lakeshore Stadium',
          updated: start,
        },
      ],
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(feed.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed).toContain('\r\nDTSTART:20261201T000000Z\r\nDTEND:20261201T030000Z\r\n');
    expect(feed).toContain('DESCRIPTION:Suites: 101\\, 102');
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
