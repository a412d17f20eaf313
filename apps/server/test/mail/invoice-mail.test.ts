import { describe, expect, it } from 'vitest';
import { frenchStyleProblems } from '@app/domain/testing/french-style';
import { invoiceMail } from '../../src/modules/mail/templates/invoice.ts';
import { invoiceCopy } from '../../src/modules/orders/invoices/invoice-copy.ts';

describe('invoice mail', () => {
  const options = {
    to: 'a@b.test',
    name: '<b>Eve</b>',
    locationName: 'Bistro',
    invoiceNumber: 12,
    orderNumber: 1008,
    amountCents: 3277,
    pdf: Buffer.from('%PDF-1.3'),
  };

  it('is written in the invoice’s language, with its PDF attached', () => {
    const en = invoiceMail({ ...options, locale: 'en-CA' });
    expect(en.subject).toBe('Invoice 12 from Bistro');
    expect(en.text).toContain('invoice 12 for your order #1008');
    expect(en.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(en.attachments).toEqual([
      { filename: 'invoice-12.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0xLjM=' },
    ]);
    const fr = invoiceMail({ ...options, locale: 'fr-CA' });
    expect(fr.subject).toBe('Facture 12 de Bistro');
    expect(fr.attachments?.[0]?.filename).toBe('facture-12.pdf');
    expect(frenchStyleProblems(`${fr.subject}\n${fr.text}`)).toEqual([]);
  });

  it('writes the invoice’s French words in the house style', () => {
    const { paymentKinds, ...words } = invoiceCopy['fr-CA'];
    expect(
      frenchStyleProblems([...Object.values(words), ...Object.values(paymentKinds)].join('\n')),
    ).toEqual([]);
  });
});
