import { invoiceStatus, type OrderInvoices, type OrderType } from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { ordersRepository as orders, storedData } from '../orders.repository.ts';
import { invoicesRepository as invoices } from './invoices.repository.ts';

/** `GET /orders/{id}/invoices`: the order's invoice status and the invoices issued for it. */
export function listInvoices(ctx: OrderContext, orderId: number): Promise<OrderInvoices> {
  return ctx.tenantTx(async (tx) => {
    const row = await orders.find(tx, orderId);
    if (!row) throw new AppError('not_found');
    const issued = await invoices.listForOrder(tx, orderId);
    return {
      status: invoiceStatus({
        type: row.type as OrderType,
        paymentPreference: storedData(row).checkout.paymentPreference,
        invoiceCount: issued.length,
      }),
      invoices: issued.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        amount: invoice.amount,
        emailed_to: invoice.emailed_to,
        created_at: invoice.created_at.toISOString(),
      })),
    };
  });
}
