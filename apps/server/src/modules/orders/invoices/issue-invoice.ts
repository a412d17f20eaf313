import { fromCents, parseLocale, type Locale, type Location } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { mailOutboxRepository as outbox } from '../../mail/mail-outbox.repository.ts';
import { invoiceMail } from '../../mail/templates/invoice.ts';
import { storedData, type OrderRow } from '../orders.repository.ts';
import { orderTransactionsRepository as ledger } from '../writes/order-transactions.repository.ts';
import { invoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoicesRepository as invoices } from './invoices.repository.ts';

export interface IssuedInvoice {
  id: number;
  number: number;
  emailed_to: string | null;
}

/**
 * The language of an order's invoice: the location's primary language (the first of its
 * `locales`). Orders do not record the guest's language; staff take them in theirs.
 */
export function invoiceLocale(location: Pick<Location, 'locales'>): Locale {
  return parseLocale(location.locales[0]);
}

/**
 * Issues an invoice for `amountCents` of the order's balance, in the order's transaction: the
 * location's next number (the counter row, step 8 of the lock order), the ledger row (kind
 * `invoice`, pending = sent and unpaid), the PDF kept with the invoice, and the mail to the
 * guest's address queued in the outbox (sent once the transaction commits; none without an
 * address). `reason` says why (the card failure it replaces), null when none.
 */
export async function issueInvoice(
  tx: Tx,
  ctx: OrderContext,
  input: { row: OrderRow; amountCents: number; reason: string | null },
): Promise<IssuedInvoice> {
  const { row } = input;
  const data = storedData(row);
  const number = await invoices.nextNumber(tx, ctx.restaurantId);
  const locale = invoiceLocale(ctx.location);
  const pdf = await renderInvoicePdf(
    invoiceDocument({
      locale,
      timeZone: ctx.location.timezone,
      number,
      issuedAt: new Date(),
      locationName: ctx.location.name,
      order: { order_number: row.order_number, reference: row.reference, data },
      ledger: await ledger.moneyRows(tx, row.id),
    }),
  );
  const email = data.checkout.contact.email.trim() || null;
  const invoice = await invoices.insert(tx, {
    restaurant_id: ctx.restaurantId,
    order_id: row.id,
    number,
    amount: fromCents(input.amountCents),
    locale,
    emailed_to: email,
    pdf,
    created_by: ctx.user.id,
  });
  await ledger.insert(tx, {
    restaurant_id: ctx.restaurantId,
    order_id: row.id,
    kind: 'invoice',
    status: 'pending',
    amount: fromCents(input.amountCents),
    reason: input.reason,
    details: { invoice_id: invoice.id, invoice_number: number },
    created_by: ctx.user.id,
  });
  if (email) {
    await outbox.queue(
      tx,
      invoiceMail({
        to: email,
        name: data.checkout.contact.full_name,
        locale,
        locationName: ctx.location.name,
        invoiceNumber: number,
        orderNumber: row.order_number,
        amountCents: input.amountCents,
        pdf,
      }),
    );
  }
  return { id: invoice.id, number, emailed_to: email };
}
