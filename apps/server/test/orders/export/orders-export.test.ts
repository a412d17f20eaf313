import { ZJobRun, ZOrdersExportResult, type JobRun } from '@app/domain';
import { buffer } from 'node:stream/consumers';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../../src/db/schema/index.ts';
import { signLink } from '../../../src/lib/signed-links.ts';
import { exportLocations } from '../../../src/modules/orders/export/orders-export-locations.ts';
import { ordersWorkbook } from '../../../src/modules/orders/export/write-orders-workbook.ts';
import { createLocationFixture } from '../../helpers/fixtures.ts';
import { jobRunWhen } from '../../helpers/job-run.ts';
import { createOrderingTestbed, type OrderingTestbed } from '../../helpers/order-fixtures.ts';
import { callApi, type Locale } from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../../mail/smtp-sink.ts';
import {
  expectedLines,
  expectedOrders,
  readWorkbook,
  seedExportOrders,
  type SeededExport,
} from './export-fixtures.ts';

const range = 'startDate=2026-03-10&endDate=2026-03-11';
const both = (bed: OrderingTestbed) =>
  `locations=${encodeURIComponent(JSON.stringify([bed.locationId, bed.otherLocationId]))}`;

async function exportRuns(t: TestApp): Promise<number> {
  const rows = await t.database.db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(eq(jobRuns.kind, 'orders-export'));
  return rows.length;
}

/**
 * GET /api/orders/export (a tracked run that mails the file), /export/file (the same file as the
 * answer) and /export/download (the mailed link): who may ask, what is refused, and the file's
 * rows read back with exceljs against orders written here.
 */
describe('orders export, mailed as an attachment', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let bed: OrderingTestbed;
  let seeded: SeededExport;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    bed = await createOrderingTestbed(t, { k12: true });
    seeded = await seedExportOrders(t, bed);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  function get(
    path: string,
    query: string,
    role = 'lead',
    options: { locale?: Locale; headers?: Record<string, string>; on?: OrderingTestbed } = {},
  ) {
    return (options.on ?? bed).headers(role).then((headers) =>
      callApi(t, headers, 'GET', `/api/orders/${path}?${query}`, {
        locale: options.locale,
        ...(options.headers ? { headers: options.headers } : {}),
      }),
    );
  }

  it('refuses staff and kiosk, and starts nothing', async () => {
    const before = await exportRuns(t);
    for (const role of ['member', 'staff', 'kiosk']) {
      const started = await get('export', `${range}&email=a@example.com`, role);
      expect(started.statusCode, role).toBe(403);
      expect(started.json<{ code: string }>().code).toBe('forbidden_role');
      expect((await get('export/file', range, role)).statusCode, role).toBe(403);
    }
    expect(await exportRuns(t)).toBe(before);
  });

  it('refuses a location that is not the user’s, and one neither catering nor K-12', async () => {
    const before = await exportRuns(t);
    const stranger = await createLocationFixture(t.database.db, { k12: true });
    const locations = encodeURIComponent(JSON.stringify([bed.locationId, stranger.id]));
    const foreign = await get('export', `${range}&locations=${locations}&email=a@example.com`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ code: string }>().code).toBe('orders_export_location_forbidden');
    const file = await get('export/file', `${range}&locations=${locations}`, 'lead', {
      locale: 'fr-CA',
    });
    expect(file.statusCode).toBe(403);
    expect(file.json()).toMatchObject({
      code: 'orders_export_location_forbidden',
      message: expect.stringContaining('établissements') as unknown,
    });

    const restaurant = await createOrderingTestbed(t);
    const plain = await get('export', `${range}&email=a@example.com`, 'manager', {
      on: restaurant,
    });
    expect(plain.statusCode).toBe(403);
    expect(plain.json<{ code: string }>().code).toBe('orders_report_unavailable');
    expect(await exportRuns(t)).toBe(before);
  });

  it('refuses bad ranges and addresses with localized messages, and starts nothing', async () => {
    const before = await exportRuns(t);
    const backwards = await get(
      'export',
      'startDate=2026-03-11&endDate=2026-03-10&email=a@example.com',
      'lead',
      { locale: 'fr-CA' },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ code: string }>().code).toBe('validation_failed');
    const tooLong = await get(
      'export',
      'startDate=2025-01-01&endDate=2026-01-02&email=a@example.com',
      'lead',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('366');
    const badMail = await get('export', `${range}&email=nope`, 'lead', { locale: 'fr-CA' });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.body).toContain('Ce courriel n’est pas valide.');
    const noMail = await get('export', range);
    expect(noMail.statusCode).toBe(400);
    const badLocations = await get('export', `${range}&locations=nope&email=a@example.com`);
    expect(badLocations.statusCode).toBe(400);
    expect(await exportRuns(t)).toBe(before);
  });

  it('runs once per Idempotency-Key and mails the workbook of both locations', async () => {
    const before = await exportRuns(t);
    const query = `${range}&${both(bed)}&email=kitchen@example.com`;
    const headers = { 'idempotency-key': 'export-1' };
    const first = await get('export', query, 'lead', { headers });
    expect(first.statusCode, first.body).toBe(202);
    const run = ZJobRun.parse(first.json());
    expect(run).toMatchObject({ kind: 'orders-export', status: 'queued' });
    const again = await get('export', query, 'lead', { headers });
    expect(again.statusCode).toBe(202);
    expect(ZJobRun.parse(again.json()).id).toBe(run.id);
    expect(await exportRuns(t)).toBe(before + 1);

    const lead = await bed.headers('lead');
    const ended: JobRun = await jobRunWhen(() => callApi(t, lead, 'GET', `/api/jobs/${run.id}`));
    expect(ended.status, JSON.stringify(ended.error)).toBe('succeeded');
    // Each of the 4 orders counts twice: its row, then its lines.
    expect(ended).toMatchObject({ progress: 8, total: 8 });
    const result = ZOrdersExportResult.parse(ended.result);
    expect(result).toMatchObject({
      orders: 4,
      lines: 5,
      file_name: 'Orders-2026-03-10-2026-03-11.xlsx',
      delivery: 'attachment',
      email: 'kitchen@example.com',
    });

    const mail = await smtp.waitFor('kitchen@example.com');
    expect(mail.subject).toBe('Orders export 2026-03-10 – 2026-03-11');
    expect(mail.text).toContain('4 orders');
    const parsed = await simpleParser(mail.raw);
    const [attachment] = parsed.attachments;
    expect(attachment?.filename).toBe('Orders-2026-03-10-2026-03-11.xlsx');
    const sheets = await readWorkbook(attachment!.content);
    expect(sheets.Orders).toEqual(expectedOrders(seeded));
    expect(sheets.Lines).toEqual(expectedLines(seeded));
  });

  it('writes the mail and the headers in French', async () => {
    const query = `${range}&includePrices=false&email=cuisine@example.com`;
    const started = await get('export', query, 'manager', { locale: 'fr-CA' });
    expect(started.statusCode, started.body).toBe(202);
    const mail = await smtp.waitFor('cuisine@example.com');
    expect(mail.subject).toBe('Exportation des commandes 2026-03-10 – 2026-03-11');
    expect(mail.text).toContain('3 commandes');
    const [attachment] = (await simpleParser(mail.raw)).attachments;
    const sheets = await readWorkbook(attachment!.content);
    expect(sheets.Commandes![0]).toEqual([
      'Établissement',
      'Commande n°',
      'Référence',
      'Type',
      'Statut',
      'Prévue le',
      'Client',
      'Élève',
      'École',
      'Niveau',
      'Classe',
      'Enseignant',
    ]);
    expect(sheets.Commandes![1]!.slice(3, 5)).toEqual(['École', 'Complétée']);
    // No amounts: the Total and Check rows count the orders only.
    expect(sheets.Commandes!.slice(-2)).toEqual([
      ['Total', { formula: 'ROWS(B2:B4)', result: 3 }],
      ['Vérification (base de données)', 3, 'Conforme à la ligne Total.'],
    ]);
    expect(sheets.Lignes![0]).not.toContain('Montant');
  });

  it('answers the same workbook directly, without the amounts when asked', async () => {
    const withPrices = await get('export/file', `${range}&${both(bed)}`);
    expect(withPrices.statusCode).toBe(200);
    expect(withPrices.headers['content-type']).toContain('spreadsheetml');
    expect(withPrices.headers['content-disposition']).toContain(
      'Orders-2026-03-10-2026-03-11.xlsx',
    );
    const sheets = await readWorkbook(withPrices.rawPayload);
    expect(sheets.Orders).toEqual(expectedOrders(seeded));
    expect(sheets.Lines).toEqual(expectedLines(seeded));

    const without = await get('export/file', `${range}&${both(bed)}&includePrices=false`);
    expect(without.statusCode).toBe(200);
    const plain = await readWorkbook(without.rawPayload);
    // Without amounts the Check row has no pay-what-you-can order to leave out of them.
    const check = ['Check (database)', 4, 'Matches the Total row.'];
    expect(plain.Orders).toEqual([
      ...expectedOrders(seeded)
        .slice(0, -1)
        .map((row) => trimNulls(row.slice(0, 12))),
      check,
    ]);
    expect(plain.Lines).toEqual(expectedLines(seeded).map((row) => trimNulls(row.slice(0, 7))));
  });

  it('writes the same workbook when every page holds one order', async () => {
    // Four orders over two locations, read (rows, lines and the Check row) one order a page.
    const { stream } = ordersWorkbook({
      db: t.database.db,
      selection: {
        startDate: '2026-03-10',
        endDate: '2026-03-11',
        locations: [bed.locationId, bed.otherLocationId],
        includePrices: true,
        locale: 'en-CA',
      },
      locations: await exportLocations(t.database.db, [bed.locationId, bed.otherLocationId]),
      batchSize: 1,
    });
    const sheets = await readWorkbook(await buffer(stream));
    expect(sheets.Orders).toEqual(expectedOrders(seeded));
    expect(sheets.Lines).toEqual(expectedLines(seeded));
  });

  it('is declared in the OpenAPI document with its queries', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; parameters?: { name: string }[] }>>;
    }>();
    const names = (path: string) =>
      docs.paths[path]?.get?.parameters?.map((parameter) => parameter.name);
    expect(docs.paths['/api/orders/export']?.get?.tags).toEqual(['orders']);
    expect(names('/api/orders/export')).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'locations', 'includePrices', 'email']),
    );
    expect(names('/api/orders/export/file')).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'locations', 'includePrices']),
    );
    expect(names('/api/orders/export/download')).toEqual(['token']);
  });
});

function trimNulls<T>(row: (T | null)[]): (T | null)[] {
  const copy = [...row];
  while (copy.length > 0 && copy[copy.length - 1] === null) copy.pop();
  return copy;
}

describe('orders export, mailed as a link when the file is too large', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let bed: OrderingTestbed;
  let seeded: SeededExport;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({
      env: { SMTP_URL: smtp.url, ORDERS_EXPORT_ATTACHMENT_MAX_BYTES: '1000' },
    });
    bed = await createOrderingTestbed(t, { catering: true });
    seeded = await seedExportOrders(t, bed);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a signed link whose download writes the same rows; an altered token is refused', async () => {
    const lead = await bed.headers('lead');
    const started = await callApi(
      t,
      lead,
      'GET',
      `/api/orders/export?${range}&${both(bed)}&email=${encodeURIComponent('big@example.com')}`,
    );
    expect(started.statusCode, started.body).toBe(202);
    const run = ZJobRun.parse(started.json());
    const ended = await jobRunWhen(() => callApi(t, lead, 'GET', `/api/jobs/${run.id}`));
    expect(ended.status).toBe('succeeded');
    expect(ZOrdersExportResult.parse(ended.result).delivery).toBe('link');

    const mail = await smtp.waitFor('big@example.com');
    expect((await simpleParser(mail.raw)).attachments).toEqual([]);
    const href = /https?:\/\/\S+\/api\/orders\/export\/download\?token=\S+/.exec(mail.text)?.[0];
    expect(href).toBeDefined();
    const url = new URL(href!);
    const download = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('Orders-2026-03-10-2026-03-11.xlsx');
    const sheets = await readWorkbook(download.rawPayload);
    expect(sheets.Orders).toEqual(expectedOrders(seeded));
    expect(sheets.Lines).toEqual(expectedLines(seeded));

    const token = url.searchParams.get('token')!;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/orders/export/download?token=${encodeURIComponent(altered)}`,
    });
    expect(refused.statusCode).toBe(404);
    const keys = t.app.ctx.keys;
    const signed = (purpose: string, objectId: number, lifetime = 3600) =>
      signLink(keys, { purpose, restaurantId: bed.locationId, objectId }, lifetime);
    const refusedTokens = [
      'not-a-token',
      // Expired a minute ago; signed for another purpose; naming a run that does not exist.
      await signed('orders-export', run.id, -60),
      await signed('suite-pre-order', run.id),
      await signed('orders-export', run.id + 1000),
    ];
    for (const refusedToken of refusedTokens) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/orders/export/download?token=${encodeURIComponent(refusedToken)}`,
      });
      expect(answer.statusCode, refusedToken).toBe(404);
    }
    // The same signature scheme, freshly signed for the run, opens it: the refusals above are
    // about the token, not the route.
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/orders/export/download?token=${encodeURIComponent(await signed('orders-export', run.id))}`,
    });
    expect(fresh.statusCode).toBe(200);
  });
});
