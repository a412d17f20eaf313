import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { Location } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveLocationContext } from '#shared/locations/active-location.ts';
import { json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { signInAs } from '#test/tokens.ts';
import { localStore } from '#lib/storage/browser-storage.ts';
import { OrderAlertsSwitch } from '../order-alerts-switch.tsx';
import { PendingOrdersBadge } from '../pending-orders-badge.tsx';
import { ORDER_MANAGER_QUERY_KEY, useOrderManagerLive } from '../use-order-manager-live.ts';

/** The tones the page played, by the frequency of their first note. */
const played: number[] = [];
class AudioContextStub {
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createGain = () => ({
    gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
    connect: (next: unknown) => next,
  });
  createOscillator = () => {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: (at: number) => {
        if (at === 0) played.push(oscillator.frequency.value);
      },
      stop: () => {},
    };
    return oscillator;
  };
}
const NEW_TONE = 660;
const CANCEL_TONE = 440;

/** Each stream the page opened: what it asked, and the pen to write its events. */
interface OpenStream {
  call: RecordedCall;
  send(text: string): void;
  close(): void;
}
let streams: OpenStream[];
let listCalls: number;

function liveApi() {
  return mockApi({
    'GET /api/orders/live': (call) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
      const encoder = new TextEncoder();
      streams.push({
        call,
        send: (text) => controller.enqueue(encoder.encode(text)),
        close: () => controller.close(),
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    },
    'GET /api/orders': () => {
      listCalls += 1;
      return json(200, { items: [], next_cursor: null });
    },
  });
}

const orderEvent = (eventId: number, id: number, status: string, change: string) =>
  `id: ${eventId}\nevent: order\ndata: ${JSON.stringify({ id, order_number: 1000 + id, status, type: 'take_out', change })}\n\n`;

function Manager() {
  const live = useOrderManagerLive();
  // A query of the order manager's: refetched on every change.
  useQuery({
    queryKey: [...ORDER_MANAGER_QUERY_KEY, 'list'],
    queryFn: () => fetch('/api/orders').then((answer) => answer.json()),
  });
  return (
    <div>
      <PendingOrdersBadge />
      <OrderAlertsSwitch />
      <p>ringing: {live.ringing.join(',') || 'none'}</p>
      {live.ringing.map((id) => (
        <button key={id} type="button" onClick={() => live.acknowledge(id)}>
          open {id}
        </button>
      ))}
    </div>
  );
}

function renderManager(location: Location) {
  return render(
    <TestProviders>
      <ActiveLocationContext.Provider value={location}>
        <Manager />
      </ActiveLocationContext.Provider>
    </TestProviders>,
  );
}

const withSound = () => {
  const location = makeLocation(1, 'Bistro', { order_management: true });
  return {
    ...location,
    menu_manager_config: { ...location.menu_manager_config, allow_order_manager_sound: true },
  };
};

describe('useOrderManagerLive', () => {
  beforeEach(() => {
    streams = [];
    listCalls = 0;
    played.length = 0;
    localStore.remove('app.orderAlerts.muted');
    vi.stubGlobal('AudioContext', AudioContextStub);
    signInAs({ role: 'lead' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the stream with the session headers and shows the pending count', async () => {
    liveApi();
    renderManager(withSound());
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.call.headers.get('authorization')).toMatch(/^Bearer /);
    expect(streams[0]!.call.headers.get('x-restaurant-id')).toBe('1');
    act(() =>
      streams[0]!.send('retry: 3000\n: connected\n\nid: 5\nevent: pending\ndata: {"count":3}\n\n'),
    );
    expect((await screen.findByRole('status', { name: '3 pending orders' })).textContent).toBe('3');
  });

  it('refetches the order manager, rings a new order until acknowledged, and a cancelled one differently', async () => {
    liveApi();
    renderManager(withSound());
    await waitFor(() => expect(streams).toHaveLength(1));
    await waitFor(() => expect(listCalls).toBeGreaterThan(0));
    const before = listCalls;

    act(() => streams[0]!.send(orderEvent(6, 42, 'pending', 'created')));
    await screen.findByText('ringing: 42');
    expect(played).toEqual([NEW_TONE]);
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));

    await userEvent.click(screen.getByRole('button', { name: 'open 42' }));
    await screen.findByText('ringing: none');

    act(() => streams[0]!.send(orderEvent(7, 41, 'cancelled', 'updated')));
    await waitFor(() => expect(played).toEqual([NEW_TONE, CANCEL_TONE]));
  });

  it('stops ringing an order another device accepted', async () => {
    liveApi();
    renderManager(withSound());
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.send(orderEvent(8, 43, 'pending', 'created')));
    await screen.findByText('ringing: 43');
    act(() => streams[0]!.send(orderEvent(9, 43, 'in_progress', 'updated')));
    await screen.findByText('ringing: none');
  });

  it('reconnects after the stream ends, sending the last event id', async () => {
    liveApi();
    renderManager(withSound());
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => {
      streams[0]!.send(orderEvent(11, 44, 'completed', 'updated'));
      streams[0]!.close();
    });
    await waitFor(() => expect(streams).toHaveLength(2), { timeout: 15_000 });
    expect(streams[1]!.call.headers.get('last-event-id')).toBe('11');
  });

  it('plays nothing once muted in this browser, and nothing where the location has no sound', async () => {
    liveApi();
    const view = renderManager(withSound());
    await waitFor(() => expect(streams).toHaveLength(1));
    await userEvent.click(screen.getByRole('switch', { name: /^Order sounds/ }));
    expect(localStore.getString('app.orderAlerts.muted')).toBe('true');
    act(() => streams[0]!.send(orderEvent(12, 45, 'pending', 'created')));
    await screen.findByText('ringing: 45');
    expect(played).toEqual([]);
    view.unmount();

    localStore.remove('app.orderAlerts.muted');
    liveApi();
    renderManager(makeLocation(1, 'Bistro', { order_management: true }));
    await waitFor(() => expect(streams.length).toBeGreaterThan(1));
    expect(screen.queryByRole('switch')).toBeNull();
    act(() => streams.at(-1)!.send(orderEvent(13, 46, 'pending', 'created')));
    await screen.findByText('ringing: 46');
    expect(played).toEqual([]);
  });
});
