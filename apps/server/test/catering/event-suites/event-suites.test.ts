import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSuites } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { eventSuitesBed, type EventSuite, type EventSuiteDetails } from './event-suites-api.ts';

/** Assigning suites to an event in bulk, one suite's settings, its orders, taking it off. */
describe('event suites', () => {
  let t: TestApp;
  let venue: Awaited<ReturnType<typeof eventSuitesBed>>;
  beforeAll(async () => {
    t = await buildTestApp();
    venue = await eventSuitesBed(t);
  });
  afterAll(() => t.close());

  const settingsOf = (index: number) => {
    const { suites, owners, menus, equipment } = venue.here;
    return {
      suite_id: suites[index]!.id,
      suite_owner_id: owners[0]!.id,
      menu_ids: [menus[0]!.id, menus[1]!.id],
      equipment: [{ equipment_id: equipment[0]!.id, quantity: 2 }],
      dietary_restrictions: 'Two guests are vegetarian.',
      special_requirements: 'Accessible seating for one guest.',
      pre_order_additional_notes: 'Serve the cake at 21:00.',
      guaranteed_guest_count: 18,
    };
  };

  it('assigns several suites at once with their settings, statuses following them', async () => {
    const { suites, owners, menus, equipment } = venue.here;
    const answer = await venue.bulk([
      settingsOf(1),
      { suite_id: suites[0]!.id, menu_ids: [menus[0]!.id] },
    ]);
    expect(answer.map((suite) => [suite.suite.name, suite.status])).toEqual([
      ['Suite 101', 'not_configured'],
      ['Suite 102', 'email_scheduled'],
    ]);
    expect(answer[1]).toMatchObject({
      event_id: venue.here.event.id,
      suite_owner: { id: owners[0]!.id, name: 'Priya Sharma', company_name: 'Northwind' },
      invoice_status: 'none',
      menus: [
        { id: menus[0]!.id, name: 'Here suite package' },
        { id: menus[1]!.id, name: 'Here bar' },
      ],
      equipment: [{ id: equipment[0]!.id, name: 'Chafing dish', quantity: 2 }],
      dietary_restrictions: 'Two guests are vegetarian.',
      special_requirements: 'Accessible seating for one guest.',
      pre_order_additional_notes: 'Serve the cake at 21:00.',
      guaranteed_guest_count: 18,
      pre_order_email_sent_at: null,
      order_counts: { total: 0, active: 0 },
    });
    expect(answer[0]).toMatchObject({
      suite_owner: null,
      equipment: [],
      guaranteed_guest_count: null,
    });
    expect(await venue.list()).toEqual(answer);
    const history = await venue.history();
    expect(history.map((entry) => entry.action)).toEqual(['create', 'create']);
  });

  it('updates a suite assigned again instead of adding it twice, and leaves the others', async () => {
    const before = await venue.list();
    const { owners, equipment } = venue.here;
    const again = {
      ...settingsOf(1),
      suite_owner_id: owners[1]!.id,
      equipment: [
        { equipment_id: equipment[1]!.id, quantity: 1 },
        { equipment_id: equipment[0]!.id, quantity: 6 },
      ],
      dietary_restrictions: '',
      guaranteed_guest_count: null,
    };
    const answer = await venue.bulk([again]);
    expect(answer.map((suite) => suite.id)).toEqual(before.map((suite) => suite.id));
    expect(answer[1]).toMatchObject({
      suite_owner: { name: 'Marc Tremblay' },
      equipment: [
        { name: 'Bar cart', quantity: 1 },
        { name: 'Chafing dish', quantity: 6 },
      ],
      dietary_restrictions: null,
      guaranteed_guest_count: null,
      status: 'email_scheduled',
    });
    expect(answer[0]).toEqual(before[0]);
    expect(await venue.stored()).toHaveLength(2);
    const [last] = await venue.history();
    expect(last).toMatchObject({
      action: 'update',
      entity_id: before[1]!.id,
      before: { suite_owner: { name: 'Priya Sharma' } },
      after: { suite_owner: { name: 'Marc Tremblay' } },
    });
  });

  it('refuses a bulk call with one bad suite whole, naming its field in either language', async () => {
    const before = await venue.list();
    const entries = (await venue.history()).length;
    const { there } = venue;
    const cases: [object, Record<string, string>, 'en-CA' | 'fr-CA'][] = [
      [
        { ...settingsOf(2), menu_ids: [there.menus[0]!.id] },
        { 'suites.1.menu_ids': "Choose from this location's list." },
        'en-CA',
      ],
      [
        { ...settingsOf(2), suite_owner_id: there.owners[0]!.id },
        { 'suites.1.suite_owner_id': 'Choisissez dans la liste de cet établissement.' },
        'fr-CA',
      ],
      [
        { ...settingsOf(2), equipment: [{ equipment_id: there.equipment[0]!.id, quantity: 1 }] },
        { 'suites.1.equipment.0.equipment_id': 'Choisissez dans la liste de cet établissement.' },
        'fr-CA',
      ],
      [
        { ...settingsOf(2), suite_id: there.suites[2]!.id },
        { 'suites.1.suite_id': "Choose from this location's list." },
        'en-CA',
      ],
      [
        {
          ...settingsOf(2),
          equipment: [{ equipment_id: venue.here.equipment[0]!.id, quantity: 0 }],
        },
        { 'suites.1.equipment.0.quantity': 'doit être 1 ou plus' },
        'fr-CA',
      ],
      [
        {
          ...settingsOf(2),
          equipment: [{ equipment_id: venue.here.equipment[0]!.id, quantity: 1000 }],
        },
        { 'suites.1.equipment.0.quantity': 'must be 999 or lower' },
        'en-CA',
      ],
      [
        { ...settingsOf(2), special_requirements: 'x'.repeat(2001) },
        { 'suites.1.special_requirements': 'Doit contenir au plus 2000 caractères.' },
        'fr-CA',
      ],
      [
        { ...settingsOf(2), guaranteed_guest_count: 2.5 },
        { 'suites.1.guaranteed_guest_count': 'Must be a whole number.' },
        'en-CA',
      ],
      [settingsOf(0), { 'suites.1': "This value isn't valid." }, 'en-CA'],
    ];
    for (const [second, fields, locale] of cases) {
      const body = { suites: [{ ...settingsOf(0), dietary_restrictions: 'Changed' }, second] };
      const res = await venue.call('POST', '/bulk', { body, locale });
      expect(res.statusCode, JSON.stringify(second)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields });
    }
    const empty = await venue.call('POST', '/bulk', { body: { suites: [] }, locale: 'fr-CA' });
    expect(empty.json()).toMatchObject({ fields: { suites: 'Ce champ est requis.' } });
    expect(await venue.list()).toEqual(before);
    expect((await venue.history()).length).toBe(entries);
  });

  it('saves one suite’s settings, and keeps a status set by the pre-order email', async () => {
    const [, suite] = await venue.list();
    const res = await venue.call('PUT', `/${suite!.id}`, {
      body: { ...settingsOf(1), suite_id: undefined, menu_ids: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EventSuite>()).toMatchObject({ status: 'not_configured', menus: [] });
    // The pre-order email (later work) moves a suite on; configuring it again keeps that.
    await withTenant(t.database.db, venue.bed.locationId, (tx) =>
      tx.update(eventSuites).set({ status: 'email_sent' }).where(eq(eventSuites.id, suite!.id)),
    );
    const kept = await venue.call('PUT', `/${suite!.id}`, { body: { ...settingsOf(1) } });
    expect(kept.json<EventSuite>()).toMatchObject({ status: 'email_sent', menus: [{}, {}] });
    const one = await venue.call('GET', `/${suite!.id}`);
    expect(one.json()).toEqual(kept.json());
    const bad = await venue.call('PUT', `/${suite!.id}`, {
      body: { menu_ids: [venue.there.menus[0]!.id], dietary_restrictions: 'a\u0007b' },
      locale: 'fr-CA',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['dietary_restrictions']);
    const foreign = await venue.call('PUT', `/${suite!.id}`, {
      body: { menu_ids: [venue.there.menus[0]!.id] },
    });
    expect(foreign.json()).toMatchObject({ fields: { menu_ids: expect.any(String) as string } });
    expect((await venue.call('GET', `/${suite!.id}`)).json()).toEqual(kept.json());
  });

  it('shows a suite’s orders with the items and totals of those not cancelled', async () => {
    const [first] = await venue.list();
    const kept = await venue.order(first!.id, 2);
    const dropped = await venue.order(first!.id, 1);
    await venue.decline(dropped.id);
    const res = await venue.call('GET', `/${first!.id}/deep-get-event-suite`);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json<EventSuiteDetails>();
    expect(details.orders.map((order) => [order.id, order.status])).toEqual([
      [kept.id, 'pending'],
      [dropped.id, 'cancelled'],
    ]);
    expect(details.items).toEqual([
      { item_id: venue.here.nachos, name: 'Nacho tray', quantity: 2, amount: 80 },
    ]);
    expect(details.totals).toEqual({ subtotal: 80, total: 90.4 });
    expect(details.order_counts).toEqual({ total: 2, active: 1 });
  });

  it('refuses to take a suite with orders off the event, saying how many', async () => {
    const [first, second] = await venue.list();
    const refused = await venue.call('DELETE', `/${first!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'event_suite_has_orders',
      message:
        'This suite has 1 order on this event that is not cancelled. Cancel it before removing the suite from the event.',
    });
    await venue.order(first!.id);
    const french = await venue.call('DELETE', `/${first!.id}`, { locale: 'fr-CA' });
    expect(french.json<{ message: string }>().message).toBe(
      'Cette loge a 2 commandes non annulées pour cet événement. Annulez-les avant de retirer la loge de l’événement.',
    );
    expect((await venue.list()).map((suite) => suite.id)).toEqual([first!.id, second!.id]);

    const removed = await venue.call('DELETE', `/${second!.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await venue.call('GET', `/${second!.id}`)).statusCode).toBe(404);
    expect((await venue.list()).map((suite) => suite.id)).toEqual([first!.id]);
    const [last] = await venue.history();
    expect(last).toMatchObject({ action: 'delete', entity_id: second!.id, after: null });
  });
});
