import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { invoicesRepository as invoices } from './invoices.repository.ts';

/**
 * `GET /orders/{id}/invoices/{invoiceId}/pdf`: the invoice's PDF as it was issued and mailed
 * (kept with the invoice, so later payments do not change a document the customer holds).
 */
export async function getInvoicePdf(
  ctx: TenantContext,
  orderId: number,
  invoiceId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const invoice = await ctx.tenantTx((tx) => invoices.find(tx, orderId, invoiceId));
  if (!invoice) throw new AppError('not_found');
  const word = invoice.locale === 'fr-CA' ? 'facture' : 'invoice';
  return { fileName: `${word}-${invoice.number}.pdf`, pdf: invoice.pdf };
}
