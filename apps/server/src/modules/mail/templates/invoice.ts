import { formatMoney, type Locale } from '@app/domain';
import type { OutgoingMail } from '../mailer.ts';
import { escapeHtml } from './html-escape.ts';

export interface InvoiceMailOptions {
  to: string;
  name: string;
  locale: Locale;
  locationName: string;
  invoiceNumber: number;
  orderNumber: number | null;
  amountCents: number;
  pdf: Buffer;
}

const copy = {
  'en-CA': {
    subject: (number: number, location: string) => `Invoice ${number} from ${location}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (number: number, order: string) =>
      `Please find attached invoice ${number} for your order ${order}.`,
    due: (amount: string) => `Amount due: ${amount}`,
    thanks: 'Thank you!',
    file: (number: number) => `invoice-${number}.pdf`,
  },
  'fr-CA': {
    subject: (number: number, location: string) => `Facture ${number} de ${location}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (number: number, order: string) =>
      `Veuillez trouver ci-joint la facture ${number} de votre commande ${order}.`,
    due: (amount: string) => `Montant dû : ${amount}`,
    thanks: 'Merci !',
    file: (number: number) => `facture-${number}.pdf`,
  },
} satisfies Record<Locale, unknown>;

/** The invoice message in the customer's language, as plain text and HTML, with its PDF. */
export function invoiceMail(options: InvoiceMailOptions): OutgoingMail {
  const t = copy[options.locale];
  const order = options.orderNumber === null ? '' : `#${options.orderNumber}`;
  const lines = [
    t.greeting(options.name),
    t.body(options.invoiceNumber, order),
    t.due(formatMoney(options.amountCents, options.locale)),
    t.thanks,
  ];
  return {
    to: options.to,
    subject: t.subject(options.invoiceNumber, options.locationName),
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    attachments: [
      {
        filename: t.file(options.invoiceNumber),
        contentType: 'application/pdf',
        contentBase64: options.pdf.toString('base64'),
      },
    ],
  };
}
