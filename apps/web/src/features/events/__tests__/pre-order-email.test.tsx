import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { apiError, json } from '#test/fetch-mock.ts';
import { makeDetails, makeEvent, makeEventSuite, openEvents } from './event-fixtures.ts';

configure({ asyncUtilTimeout: 8000 });

const hawks = makeEvent(5, 'Lions vs. Hawks', '2030-07-15T23:00:00.000Z', 'pre_ordering');
const sent = makeEventSuite(1, 'Suite 101', {
  status: 'email_sent',
  pre_order_email_sent_at: '2030-07-01T14:00:00.000Z',
});
const scheduled = makeEventSuite(2, 'Suite 204', { status: 'email_scheduled' });
const suitesUrl = '/api/catering/events/5/event-suites';

/** A stream of the tab's live orders that the test writes to. */
function liveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  return {
    respond: () =>
      new Response(new ReadableStream<Uint8Array>({ start: (c) => (controller = c) }), {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    send: (id: number, data: object) =>
      controller?.enqueue(
        encoder.encode(`id: ${id}\nevent: order\ndata: ${JSON.stringify(data)}\n\n`),
      ),
    get open() {
      return controller !== null;
    },
  };
}

const orderEvent = (id: number, type: string) => ({
  id,
  order_number: 1000 + id,
  status: 'pending',
  type,
  change: 'created',
});

describe('pre-order email from the event screens', { timeout: 40_000 }, () => {
  it('sends a suite’s email, says when it went, and shows the server’s refusal', async () => {
    let details = makeDetails(hawks, [sent, scheduled]);
    const app = openEvents('/events/5', {
      'GET /api/catering/events/5/deep-get-event': () => json(200, details),
      [`POST ${suitesUrl}/2/send-pre-order-email`]: () => {
        const after = {
          ...scheduled,
          status: 'email_sent' as const,
          pre_order_email_sent_at: '2030-07-02T15:30:00.000Z',
        };
        details = makeDetails(hawks, [sent, after]);
        return json(200, after);
      },
      [`POST ${suitesUrl}/1/send-pre-order-email`]: apiError(
        409,
        'pre_order_email_already_sent',
        'The pre-order email was already sent less than an hour ago.',
      ),
    });
    const table = await app.screen.findByRole('table', { name: 'Suites' });
    const row204 = within(table).getByRole('row', { name: /Suite 204/ });
    expect(within(row204).getByText('Not sent yet')).toBeTruthy();
    const row101 = within(table).getByRole('row', { name: /Suite 101/ });
    expect(within(row101).getByText('Last sent 2030/07/01 10:00')).toBeTruthy();

    await app.user.click(
      within(row204).getByRole('button', { name: 'Send the pre-order email of Suite 204' }),
    );
    expect(await app.screen.findByText('Pre-order email sent to priya@example.test.')).toBeTruthy();
    expect(await within(table).findByText('Last sent 2030/07/02 11:30')).toBeTruthy();

    await app.user.click(
      within(row101).getByRole('button', { name: 'Send the pre-order email of Suite 101' }),
    );
    expect(
      await app.screen.findByText('The pre-order email was already sent less than an hour ago.'),
    ).toBeTruthy();
  });

  it('offers no send button to a server', async () => {
    const app = openEvents(
      '/events/5',
      { 'GET /api/catering/events/5/deep-get-event': json(200, makeDetails(hawks, [sent])) },
      'server',
    );
    const table = await app.screen.findByRole('table', { name: 'Suites' });
    expect(within(table).getByText('Last sent 2030/07/01 10:00')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /pre-order email/ })).toBeNull();
  });

  it('reads the event again when an event order changes on the live stream', async () => {
    const stream = liveStream();
    let reads = 0;
    const app = openEvents('/events/5', {
      'GET /api/orders/live': () => stream.respond(),
      'GET /api/catering/events/5/deep-get-event': () => {
        reads += 1;
        return json(200, makeDetails(hawks, [reads > 2 ? { ...sent, status: 'pending' } : sent]));
      },
    });
    await app.screen.findByRole('table', { name: 'Suites' });
    await waitFor(() => expect(stream.open).toBe(true));
    // The first read, then one when the stream opened (it may have missed changes).
    await waitFor(() => expect(reads).toBe(2));
    stream.send(7, orderEvent(90, 'take_out'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(reads).toBe(2);
    stream.send(8, orderEvent(91, 'event'));
    await waitFor(() => expect(reads).toBe(3));
    expect(await app.screen.findByText('Pending')).toBeTruthy();
  });
});
