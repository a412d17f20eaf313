import { createEventStreamParser, type StreamEvent } from '@app/domain';
import { waitUntil } from './wait-until.ts';

/** A Server-Sent-Events stream read over real HTTP, as the web app reads it (fetch). */
export interface EventStream {
  status: number;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Waits (generously) for an event that `matches`; answers it. */
  waitFor(what: string, matches: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  close(): void;
}

/** Opens `url` with `headers` and keeps reading it in the background until `close()`. */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  if (response.ok && response.body) {
    const parser = createEventStreamParser((event) => events.push(event));
    const decoder = new TextDecoder();
    void (async () => {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(chunk, { stream: true }));
      }
    })().catch(() => undefined);
  } else {
    await response.text();
  }
  return {
    status: response.status,
    events,
    async waitFor(what, matches) {
      await waitUntil(what, () => Promise.resolve(events.some(matches)));
      return events.find(matches)!;
    },
    close: () => abort.abort(),
  };
}

/** The parsed data of an event. */
export function dataOf<T>(event: StreamEvent): T {
  return JSON.parse(event.data) as T;
}
