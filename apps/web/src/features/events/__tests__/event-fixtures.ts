import type {
  CateringEvent,
  CateringEventDetails,
  EventAccess,
  EventSuite,
  EventsPage,
  PreOrderStatus,
} from '@app/domain';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

export const stadium = makeLocation(7, 'Lakeshore Stadium', {
  suites_enabled: true,
  catering: true,
});

/** An event as the API answers it (times in UTC; 23:00Z is 19:00 in Toronto in summer). */
export function makeEvent(
  id: number,
  title: string,
  start: string,
  status: PreOrderStatus,
  extra: Partial<CateringEvent> = {},
): CateringEvent {
  const end = new Date(Date.parse(start) + 3 * 3_600_000).toISOString();
  return {
    id,
    title,
    start_date: start,
    end_date: end,
    status: status === 'past_event' ? 'past_event' : 'upcoming',
    event_type: { id: 3, name: 'Hockey Game' },
    pre_order_type: 'event_based',
    order_lock_period_days: 3,
    pre_order_email_days: 7,
    manager_name: 'Jordan Okafor',
    manager_phone: '416-555-0199',
    manager_email: 'events@stadium.example',
    projected_attendance: 18500,
    pre_order_status: status,
    pre_order_locks_at: new Date(Date.parse(start) - 3 * 86_400_000).toISOString(),
    suite_count: 2,
    created_at: '2030-05-01T12:00:00.000Z',
    updated_at: '2030-05-01T12:00:00.000Z',
    ...extra,
  };
}

export function makeEventSuite(
  id: number,
  suite: string,
  extra: Partial<EventSuite> = {},
): EventSuite {
  return {
    id,
    event_id: 5,
    suite: { id: id * 10, name: suite },
    suite_owner: { id: 7, name: 'Priya Sharma', email: 'priya@example.test', company_name: null },
    status: 'pending',
    invoice_status: 'not_ready',
    menus: [{ id: 12, name: 'Suite Catering' }],
    equipment: [{ id: 4, name: 'Chafing dish', quantity: 2 }],
    dietary_restrictions: null,
    special_requirements: null,
    pre_order_additional_notes: null,
    guaranteed_guest_count: 12,
    pre_order_email_sent_at: null,
    finalized_at: null,
    order_counts: { total: 1, active: 1 },
    updated_at: '2030-05-01T12:00:00.000Z',
    ...extra,
  };
}

export function makeDetails(event: CateringEvent, suites: EventSuite[]): CateringEventDetails {
  return {
    ...event,
    event_type: event.event_type && {
      ...event.event_type,
      menus: [{ id: 12, name: 'Suite Catering' }],
    },
    event_suites: suites,
    active_order_count: 1,
    pending_orders: [
      {
        id: 90,
        order_number: 1042,
        event_suite_id: suites[0]?.id ?? null,
        suite_name: suites[0]?.suite.name ?? null,
        customer_name: 'Priya Sharma',
        pickup_time: event.start_date,
        total: 257.76,
        created_at: '2030-05-01T12:00:00.000Z',
      },
    ],
  };
}

export const page = (items: CateringEvent[]): EventsPage => ({
  items,
  total: items.length,
  page: 1,
  page_size: 20,
});

/** The whole app at `path` for a manager of the stadium with `eventAccess`. */
export function openEvents(
  path: string,
  routes: Parameters<typeof mockApi>[0] = {},
  eventAccess: EventAccess | null = null,
) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [stadium]),
    'GET /api/change-history': json(200, { items: [], next_cursor: null }),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [stadium.id], eventAccess });
  return { ...renderApp(path), api };
}
