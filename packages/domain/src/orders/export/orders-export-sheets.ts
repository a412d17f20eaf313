import type { Locale } from '../../i18n/locale.ts';
import type { OrderStatus, OrderType } from '../order-constants.ts';

/**
 * The export's two sheets in each language: their names, headers (the amount columns only with
 * prices) and the statuses and types as staff read them. French says « établissement » for a
 * location.
 */

export type OrdersExportColumnKind = 'text' | 'money' | 'integer';

/** What a column's figure is on a sheet's Total row: the number of rows, their sum, or nothing. */
export type OrdersExportColumnTotal = 'count' | 'sum' | null;

export interface OrdersExportColumn {
  key: string;
  header: string;
  kind: OrdersExportColumnKind;
  width: number;
  total: OrdersExportColumnTotal;
}

const orderColumns = [
  ['location', 'text', 24],
  ['order_number', 'integer', 10, 'count'],
  ['reference', 'text', 16],
  ['type', 'text', 16],
  ['status', 'text', 18],
  ['due', 'text', 18],
  ['customer', 'text', 24],
  ['student', 'text', 22],
  ['school', 'text', 22],
  ['grade', 'text', 8],
  ['classroom', 'text', 10],
  ['teacher', 'text', 18],
  ['subtotal', 'money', 12, 'sum'],
  ['taxes', 'money', 12, 'sum'],
  ['total', 'money', 12, 'sum'],
  ['refunded', 'money', 12, 'sum'],
] as const;

const lineColumns = [
  ['location', 'text', 24],
  ['order_number', 'integer', 10],
  ['item', 'text', 28],
  ['price_option', 'text', 16],
  ['quantity', 'integer', 9, 'sum'],
  ['modifiers', 'text', 32],
  ['special_instructions', 'text', 32],
  ['amount', 'money', 12, 'sum'],
] as const;

type OrderColumnKey = (typeof orderColumns)[number][0];
type LineColumnKey = (typeof lineColumns)[number][0];

const copy: Record<
  Locale,
  {
    sheets: { orders: string; lines: string };
    summary: {
      total: string;
      check: string;
      agrees: string;
      disagrees: string;
      privateOrders: (count: number) => string;
    };
    headers: Record<OrderColumnKey | LineColumnKey, string>;
    statuses: Record<OrderStatus, string>;
    types: Record<OrderType, string>;
  }
> = {
  'en-CA': {
    sheets: { orders: 'Orders', lines: 'Lines' },
    summary: {
      total: 'Total',
      check: 'Check (database)',
      agrees: 'Matches the Total row.',
      disagrees: 'Does not match the Total row.',
      privateOrders: (count) =>
        `${count} pay-what-you-can order${count === 1 ? '' : 's'} left out of the amounts (private).`,
    },
    headers: {
      location: 'Location',
      order_number: 'Order #',
      reference: 'Reference',
      type: 'Type',
      status: 'Status',
      due: 'Due',
      customer: 'Customer',
      student: 'Student',
      school: 'School',
      grade: 'Grade',
      classroom: 'Classroom',
      teacher: 'Teacher',
      subtotal: 'Subtotal',
      taxes: 'Taxes',
      total: 'Total',
      refunded: 'Refunded',
      item: 'Item',
      price_option: 'Price option',
      quantity: 'Quantity',
      modifiers: 'Modifiers',
      special_instructions: 'Special instructions',
      amount: 'Amount',
    },
    statuses: {
      pending: 'Pending',
      in_progress: 'In progress',
      completed: 'Completed',
      cancelled: 'Rejected',
      refunded: 'Refunded',
      refund_requested: 'Refund requested',
      partially_refunded: 'Partially refunded',
      partial_refund_requested: 'Partial refund requested',
      full_refund: 'Fully refunded',
    },
    types: {
      take_out: 'Take-out',
      dine_in: 'Dine-in',
      retail: 'Retail',
      delivery: 'Delivery',
      catering: 'Catering',
      generic_catering: 'Catering (generic)',
      school: 'School',
      lane_reservation: 'Lane reservation',
      event: 'Event',
    },
  },
  'fr-CA': {
    sheets: { orders: 'Commandes', lines: 'Lignes' },
    summary: {
      total: 'Total',
      check: 'Vérification (base de données)',
      agrees: 'Conforme à la ligne Total.',
      disagrees: 'Non conforme à la ligne Total.',
      privateOrders: (count) =>
        count === 1
          ? '1 commande « payez ce que vous pouvez » exclue des montants (confidentiels).'
          : `${count} commandes « payez ce que vous pouvez » exclues des montants (confidentiels).`,
    },
    headers: {
      location: 'Établissement',
      order_number: 'Commande n°',
      reference: 'Référence',
      type: 'Type',
      status: 'Statut',
      due: 'Prévue le',
      customer: 'Client',
      student: 'Élève',
      school: 'École',
      grade: 'Niveau',
      classroom: 'Classe',
      teacher: 'Enseignant',
      subtotal: 'Sous-total',
      taxes: 'Taxes',
      total: 'Total',
      refunded: 'Remboursé',
      item: 'Article',
      price_option: 'Option de prix',
      quantity: 'Quantité',
      modifiers: 'Options',
      special_instructions: 'Instructions spéciales',
      amount: 'Montant',
    },
    statuses: {
      pending: 'En attente',
      in_progress: 'En cours',
      completed: 'Complétée',
      cancelled: 'Refusée',
      refunded: 'Remboursée',
      refund_requested: 'Remboursement demandé',
      partially_refunded: 'Remboursée en partie',
      partial_refund_requested: 'Remboursement partiel demandé',
      full_refund: 'Remboursée en entier',
    },
    types: {
      take_out: 'À emporter',
      dine_in: 'Sur place',
      retail: 'Vente au détail',
      delivery: 'Livraison',
      catering: 'Traiteur',
      generic_catering: 'Traiteur (générique)',
      school: 'École',
      lane_reservation: 'Réservation d’allée',
      event: 'Événement',
    },
  },
};

type ColumnSpec = readonly [
  OrderColumnKey | LineColumnKey,
  OrdersExportColumnKind,
  number,
  OrdersExportColumnTotal?,
];

function columns(
  list: readonly ColumnSpec[],
  locale: Locale,
  prices: boolean,
): OrdersExportColumn[] {
  return list
    .filter(([, kind]) => prices || kind !== 'money')
    .map(([key, kind, width, total]) => ({
      key,
      header: copy[locale].headers[key],
      kind,
      width,
      total: total ?? null,
    }));
}

/**
 * The sheets' names and columns in `locale`. The sheets are named "Orders" and "Lines" in
 * English (`Commandes`, `Lignes` in French); without prices the amount columns are left out.
 */
export function ordersExportLayout(locale: Locale, prices: boolean) {
  return {
    orders: { name: copy[locale].sheets.orders, columns: columns(orderColumns, locale, prices) },
    lines: { name: copy[locale].sheets.lines, columns: columns(lineColumns, locale, prices) },
  };
}

/** An order status as the export shows it (a code it does not know stays as stored). */
export function ordersExportStatus(status: string, locale: Locale): string {
  return copy[locale].statuses[status as OrderStatus] ?? status;
}

/** An order type as the export shows it. */
export function ordersExportType(type: string, locale: Locale): string {
  return copy[locale].types[type as OrderType] ?? type;
}

/** The labels of the Orders sheet's Total and Check rows. */
export function ordersExportSummaryLabels(locale: Locale): { total: string; check: string } {
  const { total, check } = copy[locale].summary;
  return { total, check };
}

/**
 * The Check row's verdict: whether the database's figures for the selection match the sheet's
 * Total row, and how many pay-what-you-can orders both leave out of the amounts.
 */
export function ordersExportVerdict(
  locale: Locale,
  agrees: boolean,
  privateOrders: number,
): string {
  const words = copy[locale].summary;
  const verdict = agrees ? words.agrees : words.disagrees;
  return privateOrders > 0 ? `${verdict} ${words.privateOrders(privateOrders)}` : verdict;
}
