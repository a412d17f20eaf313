import type { Locale } from '@app/domain';
import type { OutgoingMail } from '../mailer.ts';
import { escapeHtml } from './html-escape.ts';

export interface OrdersExportReadyMailOptions {
  to: string;
  locale: Locale;
  startDate: string;
  endDate: string;
  fileName: string;
  orders: number;
  /** The file itself, when small enough to attach; else `link`. */
  file: { attachment: Buffer } | { link: string; days: number };
}

const copy = {
  'en-CA': {
    subject: (days: string) => `Orders export ${days}`,
    intro: (days: string, orders: number) =>
      `Your orders export for ${days} is ready: ${orders} ${orders === 1 ? 'order' : 'orders'}.`,
    attached: (file: string) => `The file ${file} is attached.`,
    link: (days: number) =>
      `The file is too large to attach. Download it from this link, valid for ${days} days:`,
  },
  'fr-CA': {
    subject: (days: string) => `Exportation des commandes ${days}`,
    intro: (days: string, orders: number) =>
      `Votre exportation des commandes du ${days} est prête : ${orders} commande${orders > 1 ? 's' : ''}.`,
    attached: (file: string) => `Le fichier ${file} est joint.`,
    link: (days: number) =>
      `Le fichier est trop volumineux pour être joint. Téléchargez-le à partir de ce lien, valide ${days} jours :`,
  },
} satisfies Record<Locale, unknown>;

/** The orders export, mailed to the address the export was asked for, in the asker's language. */
export function ordersExportReadyMail(options: OrdersExportReadyMailOptions): OutgoingMail {
  const t = copy[options.locale];
  const days =
    options.startDate === options.endDate
      ? options.startDate
      : `${options.startDate} – ${options.endDate}`;
  const intro = t.intro(days, options.orders);
  const { file } = options;
  if ('attachment' in file) {
    const body = t.attached(options.fileName);
    return {
      to: options.to,
      subject: t.subject(days),
      text: `${intro}\n\n${body}\n`,
      html: `<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(body)}</p>`,
      attachments: [
        {
          filename: options.fileName,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          contentBase64: file.attachment.toString('base64'),
        },
      ],
    };
  }
  const body = t.link(file.days);
  const href = escapeHtml(file.link);
  return {
    to: options.to,
    subject: t.subject(days),
    text: `${intro}\n\n${body}\n${file.link}\n`,
    html: `<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(body)}<br><a href="${href}">${escapeHtml(options.fileName)}</a></p>`,
  };
}
