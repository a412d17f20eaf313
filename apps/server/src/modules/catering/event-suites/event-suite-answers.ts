import { ZEventSuiteInvoiceStatus, ZEventSuiteStatus, type EventSuite } from '@app/domain';
import type { EventSuiteRow } from './event-suites.repository.ts';

/**
 * A stored event suite as the API answers it. A status the domain does not know reads as not
 * configured, an invoice status as none (the columns are text, written only through the domain).
 */
export function eventSuiteOf(row: EventSuiteRow): EventSuite {
  const status = ZEventSuiteStatus.safeParse(row.status);
  const invoice = ZEventSuiteInvoiceStatus.safeParse(row.invoice_status);
  return {
    ...row,
    status: status.success ? status.data : 'not_configured',
    invoice_status: invoice.success ? invoice.data : 'none',
  };
}
