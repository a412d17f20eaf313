import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  documentsBed,
  type BeoAnswer,
  type DocumentsBed,
  type ProductionSheetAnswer,
} from './documents-bed.ts';

/**
 * The BEO of an event suite and the production sheet of the event, read through the API from
 * orders taken through the API (issue 15 item 7).
 */
describe('event documents', () => {
  let t: TestApp;
  let bed: DocumentsBed;
  let firstOrderTotal: number;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await documentsBed(t);
    const [first, second] = bed.suites;
    const nachos = bed.venue.here.nachos;
    const kept = await bed.order(first.id, [
      { id: nachos, quantity: 2, special_instructions: 'Salsa on the side' },
      { id: bed.wings, quantity: 12 },
    ]);
    firstOrderTotal = kept.total!;
    const dropped = await bed.order(first.id, [{ id: nachos, quantity: 9 }]);
    await bed.venue.decline(dropped.id);
    await bed.order(second.id, [{ id: nachos, quantity: 3 }]);
  });
  afterAll(() => t.close());

  async function beo(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
    const res = await bed.call('GET', bed.beoUrl(bed.suites[0].id), { locale });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BeoAnswer>();
  }

  async function sheet() {
    const res = await bed.call('GET', bed.sheetUrl);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductionSheetAnswer>();
  }

  it('answers a suite’s BEO: event, owner, guests, items not cancelled, notes, money', async () => {
    const answer = await beo();
    expect(answer).toMatchObject({
      printed_version: null,
      printed_at: null,
      changed_since_printed: false,
      changes: [],
    });
    const { document } = answer;
    expect(document.event).toMatchObject({
      id: bed.eventId,
      title: 'Here game night',
      time_zone: 'America/Toronto',
    });
    expect(document.suite.name).toBe('Suite 101');
    expect(document.owner).toMatchObject({ name: 'Priya Sharma', company: 'Northwind' });
    expect(document.guests.guaranteed_guest_count).toBe(12);
    expect(
      document.sections.map((section) => [
        section.name,
        section.lines.map((line) => [
          line.name,
          line.quantity,
          line.per_guest,
          line.special_instructions,
        ]),
      ]),
    ).toEqual([
      [
        'Mains',
        [
          ['Nacho tray', 2, false, 'Salsa on the side'],
          ['Wings', 12, true, null],
        ],
      ],
    ]);
    expect(document.notes.dietary_restrictions).toBe('Two guests are vegetarian.');
    expect(document.equipment).toEqual([
      { id: bed.venue.here.equipment[0]!.id, name: 'Chafing dish', quantity: 2 },
    ]);
    // 2 × 40 + 12 × 30 = 440 before tax; the declined order counts nothing.
    expect(document.pricing.lines[0]).toMatchObject({ kind: 'subtotal', amount: 440 });
    expect(document.pricing.lines.at(-1)).toMatchObject({ kind: 'total', amount: firstOrderTotal });
    expect(document.payments).toEqual({
      paid: 0,
      deposit_requested: 0,
      refunded: 0,
      balance: firstOrderTotal,
    });
    expect(document.orders).toHaveLength(1);
  });

  it('answers the production sheet: items per station with their suites, dietary notes first', async () => {
    const { document } = await sheet();
    expect(document.dietary.map((entry) => [entry.suite, entry.dietary_restrictions])).toEqual([
      ['Suite 101', 'Two guests are vegetarian.'],
      ['Suite 102', 'One guest has a nut allergy.'],
    ]);
    expect(document.guests.guaranteed_total).toBe(12 + 6);
    expect(document.stations).toHaveLength(1);
    const [station] = document.stations;
    expect(station!.name).toBe('Mains');
    expect(
      station!.items.map((item) => [
        item.name,
        item.recipe_number,
        item.quantity,
        item.suites.map((share) => [share.suite, share.quantity, share.guaranteed_guest_count]),
      ]),
    ).toEqual([
      [
        'Nacho tray',
        'R-42',
        2 + 3,
        [
          ['Suite 101', 2, null],
          ['Suite 102', 3, null],
        ],
      ],
      ['Wings', null, 12, [['Suite 101', 12, 12]]],
    ]);
  });

  it('keeps each print as a version and says what changed since, after an order changes', async () => {
    const url = bed.beoUrl(bed.suites[0].id);
    const printed = await bed.call('POST', `${url}/prints`);
    expect(printed.statusCode, printed.body).toBe(201);
    expect(printed.json<BeoAnswer>()).toMatchObject({
      printed_version: 1,
      changed_since_printed: false,
    });
    expect(await beo()).toMatchObject({
      printed_version: 1,
      changed_since_printed: false,
      changes: [],
    });

    await bed.order(bed.suites[0].id, [
      { id: bed.venue.here.nachos, quantity: 1, special_instructions: 'Salsa on the side' },
    ]);
    const changed = await beo('fr-CA');
    expect(changed.printed_version).toBe(1);
    expect(changed.printed_by).toMatchObject({ name: 'Fixture User' });
    expect(changed.changed_since_printed).toBe(true);
    expect(changed.changes).toContainEqual({
      subject: 'item',
      change: 'changed',
      field: 'quantity',
      name: 'Nacho tray – Salsa on the side',
      suite: null,
      from: 2,
      to: 3,
    });
    expect(changed.changes.map((entry) => [entry.subject, entry.field])).toContainEqual([
      'pricing',
      'total',
    ]);

    const again = await bed.call('POST', `${url}/prints`);
    expect(again.json<BeoAnswer>()).toMatchObject({
      printed_version: 2,
      changed_since_printed: false,
    });
    expect(await beo()).toMatchObject({ printed_version: 2, changes: [] });
    const history = await bed.prints();
    expect(history.map((entry) => entry.after)).toEqual([
      { document: 'beo', event_suite_id: bed.suites[0].id, version: 1 },
      { document: 'beo', event_suite_id: bed.suites[0].id, version: 2 },
    ]);
  });

  it('versions the production sheet apart, naming the suite whose items changed', async () => {
    const printed = await bed.call('POST', `${bed.sheetUrl}/prints`);
    expect(printed.statusCode, printed.body).toBe(201);
    expect(printed.json<ProductionSheetAnswer>().printed_version).toBe(1);
    await bed.order(bed.suites[1].id, [{ id: bed.wings, quantity: 6 }]);
    const answer = await sheet();
    expect(answer).toMatchObject({ printed_version: 1, changed_since_printed: true });
    expect(answer.changes).toEqual([
      {
        subject: 'item',
        change: 'added',
        field: null,
        name: 'Wings',
        suite: 'Suite 102',
        from: null,
        to: 6,
      },
    ]);
  });

  it('answers the latest printed BEO with its content as printed and what changed since', async () => {
    const latest = await bed.call('GET', `/api/orders/latest-beo?eventId=${bed.eventId}`);
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json()).toMatchObject({
      event_id: bed.eventId,
      event_suite_id: bed.suites[0].id,
      version: 2,
      changed_since_printed: false,
      content: { kind: 'beo', suite: { name: 'Suite 101' } },
    });
    await bed.call('POST', `${bed.beoUrl(bed.suites[1].id)}/prints`);
    const newest = await bed.call('GET', `/api/orders/latest-beo?eventId=${bed.eventId}`);
    expect(newest.json()).toMatchObject({ event_suite_id: bed.suites[1].id, version: 1 });
    const ofFirst = await bed.call(
      'GET',
      `/api/orders/latest-beo?eventId=${bed.eventId}&eventSuiteId=${bed.suites[0].id}`,
    );
    expect(ofFirst.json()).toMatchObject({ event_suite_id: bed.suites[0].id, version: 2 });

    await bed.order(bed.suites[0].id, [{ id: bed.wings, quantity: 1 }]);
    const stale = await bed.call(
      'GET',
      `/api/orders/latest-beo?eventId=${bed.eventId}&eventSuiteId=${bed.suites[0].id}`,
    );
    expect(stale.json()).toMatchObject({
      version: 2,
      changed_since_printed: true,
      content: {
        sections: [
          {
            lines: [
              { name: 'Nacho tray', quantity: 3 },
              { name: 'Wings', quantity: 12 },
            ],
          },
        ],
      },
      changes: [
        { subject: 'item', change: 'changed', name: 'Wings', from: 12, to: 13 },
        { subject: 'pricing', field: 'total' },
        { subject: 'pricing', field: 'balance' },
      ],
    });
  });

  it('answers 404 in the caller’s language when no BEO was printed, or the event is not ours', async () => {
    const third = bed.venue.here.suites[2]!;
    const booked = await bed.venue.bulk([{ suite_id: third.id }]);
    const booking = booked.find((entry) => entry.suite.id === third.id)!;
    const none = await bed.call(
      'GET',
      `/api/orders/latest-beo?eventId=${bed.eventId}&eventSuiteId=${booking.id}`,
      { locale: 'fr-CA' },
    );
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: 'beo_not_printed',
      message: 'Aucun BEO de cet événement n’a encore été imprimé ni exporté.',
    });
    const there = bed.venue.there.event.id;
    for (const url of [
      `/api/orders/latest-beo?eventId=${there}`,
      `/api/catering/events/${there}/production-sheet`,
      `/api/catering/events/${bed.eventId}/event-suites/999999/beo`,
    ]) {
      const res = await bed.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    const foreignPrint = await bed.call(
      'POST',
      `/api/catering/events/${there}/production-sheet/prints`,
    );
    expect(foreignPrint.statusCode).toBe(404);
    const bad = await bed.call('GET', '/api/orders/latest-beo?eventId=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('lets a server read and print, and keeps the documents to the event screens’ roles', async () => {
    const server = await bed.headersOf('server');
    const url = bed.beoUrl(bed.suites[0].id);
    expect((await bed.call('GET', url, { headers: server })).statusCode).toBe(200);
    const printed = await bed.call('POST', `${bed.sheetUrl}/prints`, { headers: server });
    expect(printed.statusCode, printed.body).toBe(201);
    expect(printed.json()).toMatchObject({ printed_version: 2 });
    for (const role of ['lead', 'member', 'staff']) {
      const res = await bed.call('GET', bed.sheetUrl, { role });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('gives prints made at the same time versions of their own', async () => {
    const url = `${bed.beoUrl(bed.suites[1].id)}/prints`;
    const answers = await Promise.all([1, 2, 3].map(() => bed.call('POST', url)));
    const versions = answers.map((res) => res.json<BeoAnswer>().printed_version);
    expect(versions.sort()).toEqual([2, 3, 4]);
  });
});
