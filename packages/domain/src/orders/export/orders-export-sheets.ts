import type { Locale } from '../../i18n/locale.ts';
import type { OrderStatus, OrderType } from '../order-constants.ts';

/**
 * The export's two sheets in each language: their names, headers (the amount columns only with
 * prices) and the statuses and types as staff read them. French says « établissement » for a
 * location.
 */

export type OrdersExportColumnKind = 'text' | 'money' | 'integer';

export interface OrdersExportColumn {
  key: string;
  header: string;
  kind: OrdersExportColumnKind;
  width: number;
}

const orderColumns = [
  ['location', 'text', 24],
  ['order_number', 'integer', 10],
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
  ['subtotal', 'money', 12],
  ['taxes', 'money', 12],
  ['total', 'money', 12],
  ['refunded', 'money', 12],
] as const;

const lineColumns = [
  ['location', 'text', 24],
  ['order_number', 'integer', 10],
  ['item', 'text', 28],
  ['price_option', 'text', 16],
  ['quantity', 'integer', 9],
  ['modifiers', 'text', 32],
  ['special_instructions', 'text', 32],
  ['amount', 'money', 12],
] as const;

type OrderColumnKey = (typeof orderColumns)[number][0];
type LineColumnKey = (typeof lineColumns)[number][0];

const copy: Record<
  Locale,
  {
    sheets: { orders: string; lines: string };
    headers: Record<OrderColumnKey | LineColumnKey, string>;
    statuses: Record<OrderStatus, string>;
    types: Record<OrderType, string>;
  }
> = {
  'en-CA': {
    sheets: { orders: 'Orders', lines: 'Lines' },
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

function columns(
  list: readonly (readonly [OrderColumnKey | LineColumnKey, OrdersExportColumnKind, number])[],
  locale: Locale,
  prices: boolean,
): OrdersExportColumn[] {
  return list
    .filter(([, kind]) => prices || kind !== 'money')
    .map(([key, kind, width]) => ({ key, header: copy[locale].headers[key], kind, width }));
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
