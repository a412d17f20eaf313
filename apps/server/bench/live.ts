import { randomUUID } from 'node:crypto';
import { createEventStreamParser, type OrderLiveEvent } from '@app/domain';
import { bistroDraft } from './mixed-draft.ts';

/** How many orders the live case submits. */
export const LIVE_ORDERS = 200;

/**
 * Live latency (`npm run bench -- live`): an order manager's stream (`GET /api/orders/live`) is
 * open at the demo bistro; orders are submitted one after another, and for each the time from
 * `POST /orders` answered to its `order` event received on the stream is taken (0 when the event
 * came first: the NOTIFY is sent at commit, before the answer). Prints p50, p95 and max.
 */
export async function benchLive(address: string, headers: Record<string, string>): Promise<void> {
  const draft = await bistroDraft(address, headers);
  const received = new Map<number, number>();
  const waiting = new Map<number, () => void>();
  const abort = new AbortController();
  const stream = await fetch(`${address}/api/orders/live`, { headers, signal: abort.signal });
  if (!stream.ok || !stream.body) throw new Error(`live: the stream answered ${stream.status}`);
  let ready!: () => void;
  const subscribed = new Promise<void>((resolve) => (ready = resolve));
  const parser = createEventStreamParser((event) => {
    if (event.event === 'pending') ready();
    if (event.event !== 'order') return;
    const { id, change } = JSON.parse(event.data) as OrderLiveEvent;
    if (change !== 'created' || received.has(id)) return;
    received.set(id, performance.now());
    waiting.get(id)?.();
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
      parser.feed(decoder.decode(chunk, { stream: true }));
    }
  })().catch(() => undefined);
  await subscribed;

  const latencies: number[] = [];
  for (let index = 0; index < LIVE_ORDERS; index += 1) {
    const answer = await fetch(`${address}/api/orders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(draft),
    });
    const answeredAt = performance.now();
    if (answer.status !== 201) throw new Error(`live: order refused: ${await answer.text()}`);
    const { id } = (await answer.json()) as { id: number };
    if (!received.has(id)) {
      await new Promise<void>((resolve, reject) => {
        const timeout = setTimeout(
          () => reject(new Error(`live: no event for order ${id}`)),
          30_000,
        );
        waiting.set(id, () => {
          clearTimeout(timeout);
          resolve();
        });
      });
    }
    latencies.push(Math.max(0, received.get(id)! - answeredAt));
  }
  abort.abort();
  await reading;
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)]!;
  console.log(
    `live: POST /orders answered → event received, ${LIVE_ORDERS} orders: ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (aim p95 ≤ 1000 ms)`,
  );
}
