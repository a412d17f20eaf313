import type { EventAction } from '@app/domain';
import { eventBody } from './events/events-api.ts';

/** The objects a call names: one location's event, event suite and list entries. */
export interface CallIds {
  event: number;
  eventSuite: number;
  suite: number;
  equipment: number;
  eventType: number;
  owner: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One signed-in call of the events area (docs/api.md "Event settings" … "Event documents"):
 * its OpenAPI path, the event access action its route declares, which object each path
 * parameter names, and a body a permitted caller could send.
 */
export interface CateringCall {
  method: Method;
  path: string;
  action: EventAction;
  params: Record<string, keyof CallIds>;
  query?: (ids: CallIds) => string;
  body?: (ids: CallIds) => unknown;
}

const owner = { firstName: 'Refused', lastName: 'Caller', email: 'refused@example.test' };

/** GET list, POST, PUT {id}, DELETE {id} of a settings list. */
function settingsList(name: string, key: keyof CallIds, body: unknown): CateringCall[] {
  const path = `/api/catering/${name}`;
  const params = { id: key };
  return [
    { method: 'GET', path, action: 'view', params: {} },
    { method: 'POST', path, action: 'configure', params: {}, body: () => body },
    { method: 'PUT', path: `${path}/{id}`, action: 'configure', params, body: () => body },
    { method: 'DELETE', path: `${path}/{id}`, action: 'configure', params },
  ];
}

const event = { id: 'event' } as const;
const suite = { eventId: 'event', id: 'eventSuite' } as const;
const events = '/api/catering/events';
const eventSuites = `${events}/{eventId}/event-suites`;

/** Every signed-in call of the events area (41), each once. */
export const cateringCalls: CateringCall[] = [
  ...settingsList('suites', 'suite', { name: 'Refused suite' }),
  ...settingsList('equipment', 'equipment', { name: 'Refused cart' }),
  ...settingsList('event-types', 'eventType', { name: 'Refused type', menus: [] }),
  ...settingsList('suite-owners', 'owner', owner),
  {
    method: 'GET',
    path: '/api/catering/suite-owners/{id}/calendar-link',
    action: 'view',
    params: { id: 'owner' },
  },
  { method: 'GET', path: events, action: 'view', params: {} },
  { method: 'POST', path: events, action: 'manage', params: {}, body: () => eventBody(30) },
  { method: 'GET', path: `${events}/{id}`, action: 'view', params: event },
  {
    method: 'PUT',
    path: `${events}/{id}`,
    action: 'manage',
    params: event,
    body: () => eventBody(31, { title: 'Refused edit' }),
  },
  { method: 'DELETE', path: `${events}/{id}`, action: 'manage', params: event },
  { method: 'GET', path: `${events}/{id}/deep-get-event`, action: 'view', params: event },
  { method: 'GET', path: `${events}/{id}/finalize-orders`, action: 'manage', params: event },
  { method: 'GET', path: `${events}/{id}/calendar-link`, action: 'view', params: event },
  { method: 'GET', path: `${events}/{id}/production-sheet`, action: 'view', params: event },
  { method: 'POST', path: `${events}/{id}/production-sheet/prints`, action: 'view', params: event },
  { method: 'GET', path: `${events}/{id}/production-sheet.xlsx`, action: 'view', params: event },
  { method: 'GET', path: eventSuites, action: 'view', params: { eventId: 'event' } },
  {
    method: 'POST',
    path: `${eventSuites}/bulk`,
    action: 'manage',
    params: { eventId: 'event' },
    body: (ids) => ({ suites: [{ suite_id: ids.suite, dietary_restrictions: 'Refused' }] }),
  },
  { method: 'GET', path: `${eventSuites}/{id}`, action: 'view', params: suite },
  {
    method: 'GET',
    path: `${eventSuites}/{id}/deep-get-event-suite`,
    action: 'view',
    params: suite,
  },
  {
    method: 'PUT',
    path: `${eventSuites}/{id}`,
    action: 'manage',
    params: suite,
    body: () => ({ dietary_restrictions: 'Refused' }),
  },
  { method: 'DELETE', path: `${eventSuites}/{id}`, action: 'manage', params: suite },
  {
    method: 'POST',
    path: `${eventSuites}/{id}/send-pre-order-email`,
    action: 'manage',
    params: suite,
  },
  { method: 'GET', path: `${eventSuites}/{id}/finalize-orders`, action: 'manage', params: suite },
  { method: 'GET', path: `${eventSuites}/{id}/beo`, action: 'view', params: suite },
  { method: 'POST', path: `${eventSuites}/{id}/beo/prints`, action: 'view', params: suite },
  { method: 'GET', path: `${eventSuites}/{id}/beo.xlsx`, action: 'view', params: suite },
  {
    method: 'POST',
    path: '/api/orders/fire-event',
    action: 'view',
    params: {},
    body: (ids) => ({ eventId: ids.event }),
  },
  {
    method: 'GET',
    path: '/api/orders/latest-beo',
    action: 'view',
    params: {},
    query: (ids) => `?eventId=${ids.event}`,
  },
];

/** The call's URL for `ids`, a path parameter replaced by `bad` when named. */
export function callUrl(call: CateringCall, ids: CallIds, bad?: { param: string; value: string }) {
  const path = call.path.replace(/\{(\w+)\}/g, (_, param: string) =>
    param === bad?.param ? bad.value : String(ids[call.params[param]!]),
  );
  return `${path}${call.query?.(ids) ?? ''}`;
}

/** How a call is named in a failed expectation. */
export const callName = (call: CateringCall) => `${call.method} ${call.path}`;

/** Whether the call names one of the location's objects (another location's → 404). */
export const namesObject = (call: CateringCall) =>
  Object.keys(call.params).length > 0 ||
  call.query !== undefined ||
  call.path.endsWith('/fire-event');

/**
 * Bad bodies, queries and headers of the calls whose input goes beyond ids (other tests send the
 * rest: the create bodies, the list filters, the bulk suites), each with the fields the French
 * answer names: `[method, url, body, fields, headers]`.
 */
export function badInputs(here: CallIds, menuId: number) {
  const events = '/api/catering/events';
  const suite = `${events}/${here.event}/event-suites/${here.eventSuite}`;
  const required = 'Ce champ est requis.';
  const invalid = 'Cette valeur n’est pas valide.';
  const number = 'Doit être un nombre.';
  const cases: [
    'GET' | 'POST' | 'PUT',
    string,
    unknown,
    Record<string, string>,
    Record<string, string>?,
  ][] = [
    ['PUT', `/api/catering/suites/${here.suite}`, { name: ' ' }, { name: required }],
    [
      'PUT',
      `/api/catering/equipment/${here.equipment}`,
      { name: 'x'.repeat(121) },
      { name: 'Doit contenir au plus 120 caractères.' },
    ],
    [
      'PUT',
      `/api/catering/event-types/${here.eventType}`,
      { name: 'Gala', menus: [menuId, menuId] },
      { 'menus.1': invalid },
    ],
    [
      'PUT',
      `/api/catering/suite-owners/${here.owner}`,
      { firstName: 'Priya', lastName: 'Sharma', email: 'priya@' },
      { email: 'Ce courriel n’est pas valide.' },
    ],
    [
      'PUT',
      `${events}/${here.event}`,
      { ...eventBody(12), end_date: eventBody(12).start_date },
      { end_date: 'La fin doit être après le début.' },
    ],
    ['GET', `${events}?pageSize=101`, undefined, { pageSize: 'doit être 100 ou moins' }],
    [
      'GET',
      `${events}/${here.event}/deep-get-event?includePendingOrders=maybe`,
      undefined,
      { includePendingOrders: invalid },
    ],
    ['POST', `${events}/${here.event}/event-suites/bulk`, {}, { suites: invalid }],
    [
      'PUT',
      suite,
      { guaranteed_guest_count: 0 },
      { guaranteed_guest_count: 'doit être 1 ou plus' },
    ],
    [
      'GET',
      `${suite}/finalize-orders`,
      undefined,
      { 'idempotency-key': invalid },
      { 'idempotency-key': 'two words' },
    ],
    [
      'GET',
      `${events}/${here.event}/finalize-orders`,
      undefined,
      { 'idempotency-key': 'Doit contenir au plus 255 caractères.' },
      { 'idempotency-key': 'x'.repeat(256) },
    ],
    ['POST', '/api/orders/fire-event', {}, { eventId: number }],
    ['POST', '/api/orders/fire-event', { eventId: 'x' }, { eventId: number }],
    ['GET', '/api/orders/latest-beo', undefined, { eventId: number }],
    [
      'GET',
      `/api/orders/latest-beo?eventId=${here.event}&eventSuiteId=-1`,
      undefined,
      { eventSuiteId: 'Doit être supérieur à zéro.' },
    ],
  ];
  return cases;
}
