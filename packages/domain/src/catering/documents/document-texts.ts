import type { Locale } from '../../i18n/locale.ts';
import type { BeoPricingKind, BeoTimelineEntry, beoSignatures } from './document-schemas.ts';

/**
 * The words of the exported BEO and production sheet in each language (the screens have their
 * own in the web's `eventDocuments` catalogue). Tax codes with a name of their own in French
 * (GST is TPS…) are named per language, as on the order screens.
 */

type Signature = (typeof beoSignatures)[number];

export interface DocumentTexts {
  beoTitle: string;
  beoSheet: string;
  productionTitle: string;
  productionSheet: string;
  suitesSheet: string;
  event: string;
  date: string;
  time: string;
  eventType: string;
  suite: string;
  contacts: string;
  suiteOwner: string;
  company: string;
  phone: string;
  email: string;
  eventManager: string;
  timelineTitle: string;
  timeline: Record<BeoTimelineEntry['kind'], string>;
  guestsTitle: string;
  projectedAttendance: string;
  guaranteedGuests: string;
  guaranteedTotal: string;
  itemsTitle: string;
  section: string;
  item: string;
  quantity: string;
  modifiers: string;
  instructions: string;
  servedAt: string;
  amount: string;
  perGuest: string;
  noSection: string;
  notesTitle: string;
  dietaryRestrictions: string;
  specialRequirements: string;
  preOrderNotes: string;
  orderNotes: string;
  equipmentTitle: string;
  equipment: string;
  pricingTitle: string;
  pricing: Record<BeoPricingKind, string>;
  private: string;
  paymentsTitle: string;
  paid: string;
  depositRequested: string;
  refunded: string;
  balance: string;
  signaturesTitle: string;
  signatures: Record<Signature, string>;
  signatureDate: string;
  dietaryTitle: string;
  station: string;
  noStation: string;
  recipeNumber: string;
  total: string;
  guests: string;
  orders: string;
  noSuite: string;
  taxNames: Record<string, string>;
  /** Between a label and its text: `: ` in English, a no-break space before it in French. */
  colon: string;
}

const EN: DocumentTexts = {
  beoTitle: 'Banquet event order (BEO)',
  beoSheet: 'BEO',
  productionTitle: 'Production sheet',
  productionSheet: 'Production',
  suitesSheet: 'Suites',
  event: 'Event',
  date: 'Date',
  time: 'Time',
  eventType: 'Event type',
  suite: 'Suite',
  contacts: 'Contacts',
  suiteOwner: 'Suite owner',
  company: 'Company',
  phone: 'Phone',
  email: 'Email',
  eventManager: 'Event manager',
  timelineTitle: 'Timeline',
  timeline: {
    pre_order_lock: 'Pre-orders lock',
    event_start: 'Event starts',
    service: 'Service',
    event_end: 'Event ends',
  },
  guestsTitle: 'Guests',
  projectedAttendance: 'Projected attendance',
  guaranteedGuests: 'Guaranteed guests',
  guaranteedTotal: 'Guaranteed guests (all suites)',
  itemsTitle: 'Food and beverage (service order)',
  section: 'Section',
  item: 'Item',
  quantity: 'Qty',
  modifiers: 'Modifiers',
  instructions: 'Special instructions',
  servedAt: 'Served at',
  amount: 'Amount',
  perGuest: 'per guest',
  noSection: 'Other items',
  notesTitle: 'Notes',
  dietaryRestrictions: 'Dietary restrictions',
  specialRequirements: 'Special requirements',
  preOrderNotes: 'Pre-order notes',
  orderNotes: 'Order notes',
  equipmentTitle: 'Equipment',
  equipment: 'Equipment',
  pricingTitle: 'Pricing',
  pricing: {
    subtotal: 'Subtotal',
    discount: 'Discount',
    member_discount: 'Member discount',
    subsidy: 'Subsidized',
    service_charge: 'Service fee',
    delivery_charge: 'Delivery fee',
    tax: 'Taxes',
    voucher: 'Gift card',
    credits: 'Credits',
    tip: 'Tip',
    total: 'Total',
  },
  private: 'Private',
  paymentsTitle: 'Deposit and balance',
  paid: 'Paid',
  depositRequested: 'Deposit requested',
  refunded: 'Refunded',
  balance: 'Balance due',
  signaturesTitle: 'Signatures',
  signatures: {
    suite_owner: 'Suite owner',
    event_manager: 'Event manager',
    banquet_captain: 'Banquet captain',
  },
  signatureDate: 'Date',
  dietaryTitle: 'Dietary restrictions and special requirements',
  station: 'Station',
  noStation: 'No station',
  recipeNumber: 'Recipe #',
  total: 'Total',
  guests: 'Guests',
  orders: 'Orders',
  noSuite: 'Event (no suite)',
  taxNames: { GST: 'GST', PST: 'PST', QST: 'QST', HST: 'HST' },
  colon: ': ',
};

const FR: DocumentTexts = {
  beoTitle: 'Bon d’événement (BEO)',
  beoSheet: 'BEO',
  productionTitle: 'Fiche de production',
  productionSheet: 'Production',
  suitesSheet: 'Loges',
  event: 'Événement',
  date: 'Date',
  time: 'Heure',
  eventType: 'Type d’événement',
  suite: 'Loge',
  contacts: 'Personnes-ressources',
  suiteOwner: 'Propriétaire de la loge',
  company: 'Entreprise',
  phone: 'Téléphone',
  email: 'Courriel',
  eventManager: 'Responsable de l’événement',
  timelineTitle: 'Déroulement',
  timeline: {
    pre_order_lock: 'Verrouillage des précommandes',
    event_start: 'Début de l’événement',
    service: 'Service',
    event_end: 'Fin de l’événement',
  },
  guestsTitle: 'Invités',
  projectedAttendance: 'Assistance prévue',
  guaranteedGuests: 'Invités garantis',
  guaranteedTotal: 'Invités garantis (toutes les loges)',
  itemsTitle: 'Nourriture et boissons (ordre de service)',
  section: 'Section',
  item: 'Article',
  quantity: 'Qté',
  modifiers: 'Suppléments',
  instructions: 'Instructions spéciales',
  servedAt: 'Servi à',
  amount: 'Montant',
  perGuest: 'par invité',
  noSection: 'Autres articles',
  notesTitle: 'Notes',
  dietaryRestrictions: 'Restrictions alimentaires',
  specialRequirements: 'Exigences particulières',
  preOrderNotes: 'Notes de précommande',
  orderNotes: 'Notes des commandes',
  equipmentTitle: 'Équipement',
  equipment: 'Équipement',
  pricingTitle: 'Prix',
  pricing: {
    subtotal: 'Sous-total',
    discount: 'Rabais',
    member_discount: 'Rabais de membre',
    subsidy: 'Subventionné',
    service_charge: 'Frais de service',
    delivery_charge: 'Frais de livraison',
    tax: 'Taxes',
    voucher: 'Carte-cadeau',
    credits: 'Crédits',
    tip: 'Pourboire',
    total: 'Total',
  },
  private: 'Privé',
  paymentsTitle: 'Dépôt et solde',
  paid: 'Payé',
  depositRequested: 'Dépôt demandé',
  refunded: 'Remboursé',
  balance: 'Solde dû',
  signaturesTitle: 'Signatures',
  signatures: {
    suite_owner: 'Propriétaire de la loge',
    event_manager: 'Responsable de l’événement',
    banquet_captain: 'Maître d’hôtel',
  },
  signatureDate: 'Date',
  dietaryTitle: 'Restrictions alimentaires et exigences particulières',
  station: 'Poste',
  noStation: 'Aucun poste',
  recipeNumber: 'No de recette',
  total: 'Total',
  guests: 'Invités',
  orders: 'Commandes',
  noSuite: 'Événement (aucune loge)',
  taxNames: { GST: 'TPS', PST: 'TVP', QST: 'TVQ', HST: 'TVH' },
  colon: '\u00a0: ',
};

export const documentTexts: Record<Locale, DocumentTexts> = { 'en-CA': EN, 'fr-CA': FR };

/** `10 %` in French, `10%` in English (no-break spaces, as money). */
export function percentText(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 })
    .format(rate / 100)
    .replace(/[\u202f\u2009]/g, '\u00a0');
}

/**
 * A tax line's name: the usual codes named in the language (GST is TPS in French) when the
 * location's label is just the code, else its own label; with the rate.
 */
export function taxLineText(
  line: { label: string | null; code: string | null; rate: number | null },
  locale: Locale,
): string {
  const texts = documentTexts[locale];
  const code = (line.code ?? '').toUpperCase();
  const plain = (line.label ?? '').trim().toUpperCase() === code;
  const name = (plain ? texts.taxNames[code] : null) ?? line.label ?? texts.pricing.tax;
  return line.rate === null ? name : `${name} (${percentText(line.rate, locale)})`;
}
