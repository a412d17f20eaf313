import { BULK_JOB_THRESHOLD, ZJobRun } from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import {
  callApi,
  isoDateInDays,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.ts';

/**
 * A bulk action over more than `BULK_JOB_THRESHOLD` orders runs as a tracked job: progress through
 * GET /jobs/{id}, the result there and mailed (real SMTP on loopback) in the starter's language.
 */
describe('bulk actions as a background job', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('completes every order, reports progress and mails the result in French', async () => {
    const where = await orderingLocation(t, {
      flags: { name: 'Café Bulk', menu_manager_config: { allow_bulk_complete: true } },
    });
    const first = await submitOrder(
      t,
      await where.headers('manager'),
      takeOutDraft(where.menuId, [{ id: where.burger, menu_id: where.menuId }]),
    );
    // Copies of the order taken, as many as make the run go to the background.
    const template = await orderRow(t, where.locationId, first.id);
    const copies = BULK_JOB_THRESHOLD + 4;
    await withTenant(t.database.db, where.locationId, (tx) =>
      tx.insert(orders).values(
        Array.from({ length: copies }, (_, index) => {
          const { id: _id, created_at: _at, updated_at: _up, ...values } = template;
          return { ...values, order_number: 10_000 + index, reference: `BULK-${index}` };
        }),
      ),
    );
    const lead = await where.headers('lead');
    const body = {
      action: 'complete',
      date: isoDateInDays(0),
      dryRun: false,
      confirmation: 'CONFIRMER',
    };
    const headers = { 'idempotency-key': 'bulk-run-1' };
    const started = await callApi(t, lead, 'POST', '/api/orders/bulk-actions', {
      body,
      locale: 'fr-CA',
      headers,
    });
    expect(started.statusCode).toBe(200);
    const { job_id } = started.json<{ job_id: number }>();
    expect(job_id).toEqual(expect.any(Number));
    const retried = await callApi(t, lead, 'POST', '/api/orders/bulk-actions', {
      body,
      locale: 'fr-CA',
      headers,
    });
    expect(retried.json()).toEqual({ job_id });

    let run = ZJobRun.parse((await callApi(t, lead, 'GET', `/api/jobs/${job_id}`)).json());
    await waitUntil('the bulk run to end', async () => {
      run = ZJobRun.parse((await callApi(t, lead, 'GET', `/api/jobs/${job_id}`)).json());
      return run.status === 'succeeded' || run.status === 'failed';
    });
    expect(run).toMatchObject({
      kind: 'bulk-order-action',
      status: 'succeeded',
      progress: copies + 1,
      total: copies + 1,
    });
    const result = run.result as { done: unknown[]; refused: unknown[] };
    expect(result.done).toHaveLength(copies + 1);
    expect(result.refused).toEqual([]);
    const open = await withTenant(t.database.db, where.locationId, (tx) =>
      tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.restaurant_id, where.locationId), inArray(orders.status, ['pending'])),
        ),
    );
    expect(open).toEqual([]);

    const [starter] = await t.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Commandes complétées en lot : terminé'));
    const mail = await smtp.waitFor(starter!.to);
    expect(mail.subject).toBe('Commandes complétées en lot : terminé');
    expect(mail.text).toContain('Café Bulk');
    expect(mail.text).toContain(`Commandes modifiées : ${copies + 1}`);
    expect(mail.text).toContain('Commandes refusées : 0');
  });
});
