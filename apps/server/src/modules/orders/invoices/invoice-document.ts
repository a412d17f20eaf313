import {
  formatDate,
  formatMoney,
  orderMoneyCents,
  toCents,
  type LedgerRow,
  type Locale,
  type OrderCosts,
  type OrderDataInput,
} from '@app/domain';
import { invoiceCopy } from './invoice-copy.ts';

/** One row of an invoice: a label and an amount already written in the invoice's language. */
export interface InvoiceLine {
  label: string;
  amount: string;
}

/** What an invoice says, every word and amount written in its language (invoice-pdf.ts lays it out). */
export interface InvoiceDocument {
  locale: Locale;
  title: string;
  header: InvoiceLine[];
  locationName: string;
  billTo: { heading: string; lines: string[] };
  items: { heading: [string, string, string]; rows: [string, string, string][] };
  costs: InvoiceLine[];
  payments: { heading: string; rows: InvoiceLine[]; none: string };
  deposits: { heading: string; rows: InvoiceLine[]; none: string };
  balance: InvoiceLine;
  balanceCents: number;
}

export interface InvoiceSource {
  locale: Locale;
  timeZone: string;
  number: number;
  issuedAt: Date;
  locationName: string;
  order: {
    order_number: number | null;
    reference: string | null;
    data: Pick<OrderDataInput, 'items' | 'checkout'> & { costs: OrderCosts };
  };
  ledger: readonly (LedgerRow & { created_at: Date })[];
}

/** Lines of the costs that are not zero (the subtotal and total always). */
function costLines(costs: OrderCosts, locale: Locale): InvoiceLine[] {
  const t = invoiceCopy[locale];
  const money = (dollars: number) => formatMoney(toCents(dollars), locale);
  const optional: [string, number][] = [
    [t.discount, -costs.discount.amount],
    [costs.memberDiscount.label ?? t.memberDiscount, -costs.memberDiscount.amount],
    [t.subsidy, -costs.subsidyDiscount.amount],
    [costs.serviceCharge.label ?? t.serviceCharge, costs.serviceCharge.amount],
    [t.deliveryCharge, costs.deliveryCharge.amount],
  ];
  const taxes = costs.taxBrackets.map((bracket) => ({
    label: `${bracket.label} (${new Intl.NumberFormat(locale).format(bracket.rate)} %)`,
    amount: money(bracket.amount),
  }));
  const after: [string, number][] = [
    [t.giftCard, -costs.voucher.amount],
    [t.credits, -costs.credits],
    [t.tip, costs.tip],
  ];
  const nonZero = (rows: [string, number][]) =>
    rows
      .filter(([, amount]) => amount !== 0)
      .map(([label, amount]) => ({ label, amount: money(amount) }));
  return [
    { label: t.subtotal, amount: money(costs.subtotal) },
    ...nonZero(optional),
    ...taxes,
    ...nonZero(after),
    { label: t.total, amount: money(costs.totalWithTip) },
  ];
}

/**
 * The invoice of an order in `locale`: the location, the customer, the lines, every cost with the
 * taxes by bracket, the payments and deposits received (from the ledger) and the balance due —
 * `orderMoneyCents`'s outstanding amount, the one derivation of what is owed.
 */
export function invoiceDocument(source: InvoiceSource): InvoiceDocument {
  const { locale, order } = source;
  const t = invoiceCopy[locale];
  const date = (instant: Date) => formatDate(instant.toISOString(), locale, source.timeZone);
  const paid = (kinds: string[]) =>
    source.ledger
      .filter((row) => kinds.includes(row.kind) && row.status === 'succeeded')
      .map((row) => ({
        label: `${t.paymentKinds[row.kind] ?? row.kind} — ${date(row.created_at)}`,
        amount: formatMoney(toCents(row.amount), locale),
      }));
  const money = orderMoneyCents(toCents(order.data.costs.totalWithTip), source.ledger);
  const contact = order.data.checkout.contact;
  return {
    locale,
    title: t.title,
    header: [
      { label: t.number, amount: String(source.number) },
      { label: t.issued, amount: date(source.issuedAt) },
      {
        label: t.order,
        amount: [order.order_number === null ? '' : `#${order.order_number}`, order.reference ?? '']
          .filter(Boolean)
          .join(' · '),
      },
    ],
    locationName: source.locationName,
    billTo: {
      heading: t.billTo,
      lines: [contact.full_name, contact.email, contact.phone_number].filter((line) => line !== ''),
    },
    items: {
      heading: [t.quantity, t.item, t.amount],
      rows: order.data.items.map((item) => [
        String(item.quantity),
        item.name,
        formatMoney(toCents(item.orderPrice), locale),
      ]),
    },
    costs: costLines(order.data.costs, locale),
    payments: { heading: t.payments, rows: paid(['charge', 'payment', 'invoice']), none: t.none },
    deposits: { heading: t.deposits, rows: paid(['deposit_request']), none: t.none },
    balance: { label: t.balance, amount: formatMoney(money.outstandingCents, locale) },
    balanceCents: money.outstandingCents,
  };
}
