import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldLine, icalendar, icalText, icalTime } from './icalendar.ts';

describe('iCalendar feed', () => {
  it('writes instants in UTC and escapes text', () => {
    expect(icalTime(new Date('2026-11-25T18:30:05.123Z'))).toBe('20261125T183005Z');
    expect(icalText('Suite 101, Level 2; bring\\ID\nthanks')).toBe(
      'Suite 101\\, Level 2\\; bring\\\\ID\\nthanks',
    );
  });

  it('writes every kind of line break as \\n and drops control characters', () => {
    expect(icalText('one\r\ntwo\rthree\nfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(icalText('bell\u0007 tab\tend\u007f')).toBe('bell tab\tend');
  });

  it('folds any line into parts of at most 75 octets that unfold to the line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${icalText(text)}`;
        const parts = foldLine(line).split('\r\n ');
        for (const part of parts)
          expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
        expect(parts.join('')).toBe(line);
      }),
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
    for (const header of ['PRODID:', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'REFRESH-INTERVAL'])
      expect(feed).toContain(`\r\n${header}`);
    expect(feed).toContain('\r\nX-WR-CALNAME:Lakeshore Stadium — events\r\n');
    expect(feed).toContain('\r\nDTSTAMP:20261125T120000Z\r\n');
    // Every line ends with CRLF: no bare LF anywhere.
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed).toContain('\r\nDTSTART:20261201T000000Z\r\nDTEND:20261201T030000Z\r\n');
    expect(feed).toContain('DESCRIPTION:Suites: 101\\, 102');
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('gives an event that ends at or before its start the default length', () => {
    const start = new Date('2026-12-01T00:00:00Z');
    const feed = icalendar(
      'x',
      [{ uid: 'u', start, end: start, summary: 's', updated: start, cancelled: true }],
      start,
    );
    expect(feed).toContain('DTEND:20261201T030000Z');
    expect(feed).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(feed).not.toContain('DESCRIPTION');
    expect(feed).not.toContain('LOCATION');
  });
});
