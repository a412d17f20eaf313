import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamEvent } from './event-stream-parser.ts';

function read(chunks: string[], lastEventId?: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event), lastEventId);
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

const stream =
  'retry: 3000\n: connected\n\nevent: pending\ndata: {"count":2}\n\n' +
  'id: 7\nevent: order\ndata: {"id":1}\n\n: heartbeat\n\nevent: pending\r\ndata: a\r\ndata: b\r\n\r\n';

describe('createEventStreamParser', () => {
  it('reads named events, ids and multi-line data, and skips comments and retry', () => {
    expect(read([stream], '3')).toEqual([
      { event: 'pending', data: '{"count":2}', lastEventId: '3' },
      { event: 'order', data: '{"id":1}', lastEventId: '7' },
      { event: 'pending', data: 'a\nb', lastEventId: '7' },
    ]);
  });

  it('answers the same events however the text is cut into chunks', () => {
    const whole = read([stream]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: stream.length }), { maxLength: 8 }),
        (cuts) => {
          const points = [0, ...[...cuts].sort((a, b) => a - b), stream.length];
          const chunks = points.slice(1).map((end, index) => stream.slice(points[index], end));
          expect(read(chunks)).toEqual(whole);
        },
      ),
    );
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    expect(read(['event: order\ndata: {}\n'])).toEqual([]);
  });
});
