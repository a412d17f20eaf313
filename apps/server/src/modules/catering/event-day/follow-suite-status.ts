import {
  eventSuiteInvoiceStatus,
  eventSuiteStatusFromOrders,
  ZEventSuiteStatus,
  type EventSuiteInvoiceStatus,
  type EventSuiteStatus,
} from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { eventDayRepository as days, type SuiteState } from './event-day.repository.ts';

export interface SuiteStatusChange {
  status: EventSuiteStatus;
  invoice_status: EventSuiteInvoiceStatus;
  finalized_at: Date | null;
}

/**
 * Writes the suite's status and invoice status as its orders give them (the domain's
 * `eventSuiteStatusFromOrders` and `eventSuiteInvoiceStatus`), with `finalized_at` when given,
 * and records the change (action `action`) when anything moved. The suite row is locked by the
 * caller or here; its orders are read after that lock, so two order writes of one suite never
 * each write a status the other's order contradicts.
 */
export async function writeSuiteStatus(
  tx: Tx,
  ctx: TenantContext,
  suite: SuiteState,
  options: { finalizedAt?: Date; action: string; report?: unknown },
): Promise<SuiteStatusChange> {
  const orders = await days.orderStatuses(tx, suite.id);
  const current = ZEventSuiteStatus.catch('not_configured').parse(suite.status);
  const finalized_at = options.finalizedAt ?? suite.finalized_at;
  const after: SuiteStatusChange = {
    status: eventSuiteStatusFromOrders(current, orders),
    invoice_status: eventSuiteInvoiceStatus({ finalized: finalized_at !== null, orders }),
    finalized_at,
  };
  const moved =
    after.status !== suite.status ||
    after.invoice_status !== suite.invoice_status ||
    after.finalized_at !== suite.finalized_at;
  if (!moved) return after;
  await days.setState(tx, suite.id, after);
  await recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'event_suite',
    entityId: suite.id,
    action: options.action,
    before: {
      status: suite.status,
      invoice_status: suite.invoice_status,
      finalized_at: suite.finalized_at,
    },
    after: options.report === undefined ? after : { ...after, report: options.report },
    user: ctx.user,
  });
  return after;
}

/**
 * Keeps an event suite's status in step with its orders whenever an event order's status
 * changes (accept, decline, fire, complete, refund, bulk actions): called in that write's
 * transaction after the order is written — the order's lock comes first, the suite's after
 * (docs/decisions/event-day.md "Lock order"). Orders of no suite change nothing.
 */
export async function followEventSuiteStatus(
  tx: Tx,
  ctx: TenantContext,
  eventSuiteId: number | null,
): Promise<void> {
  if (eventSuiteId === null) return;
  const suite = await days.lockSuite(tx, eventSuiteId);
  if (suite) await writeSuiteStatus(tx, ctx, suite, { action: 'status' });
}
