/** One Server-Sent Event as the stream delivered it (WHATWG HTML "event stream interpretation"). */
export interface StreamEvent {
  /** `message` when the stream named none. */
  event: string;
  data: string;
  /** The last event id seen so far on this stream (an event without `id:` keeps the previous). */
  lastEventId: string;
}

/**
 * A Server-Sent-Events reader for streams read with `fetch` (which, unlike `EventSource`, can
 * send the Authorization header): feed it the text as it arrives, in chunks cut anywhere; it
 * calls `onEvent` once per complete event. Comments (`: heartbeat`) and `retry:` are skipped.
 */
export function createEventStreamParser(
  onEvent: (event: StreamEvent) => void,
  lastEventId = '',
): { feed(chunk: string): void } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id = lastEventId;

  const dispatch = () => {
    if (data.length > 0)
      onEvent({ event: event || 'message', data: data.join('\n'), lastEventId: id });
    event = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return {
    feed(chunk) {
      buffer += chunk;
      let end = buffer.search(/\r\n|\r|\n/);
      while (end !== -1) {
        // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) break;
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
        end = buffer.search(/\r\n|\r|\n/);
      }
    },
  };
}
