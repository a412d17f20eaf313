import { useQuery } from '@tanstack/react-query';
import { ZOrderInvoices, type OrderInvoices } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { apiDownload, type DownloadedFile } from '#lib/api/api-download.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { orderManagerKeys } from './order-manager-keys.ts';

/** `GET /orders/{id}/invoices`: the order's invoice status and the invoices issued. */
export function getOrderInvoices(orderId: number, signal?: AbortSignal): Promise<OrderInvoices> {
  return apiRequest(`/orders/${orderId}/invoices`, {
    signal,
    handleErrors: false,
    schema: ZOrderInvoices,
  });
}

export function useOrderInvoices(orderId: number) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: orderManagerKeys.invoices(tenantId, orderId),
    queryFn: ({ signal }) => getOrderInvoices(orderId, signal),
    retry: false,
  });
}

/**
 * `GET /orders/{id}/invoices/{invoiceId}/pdf`: the invoice's PDF as it was mailed. Fetched with
 * the session headers (a plain link would not send them).
 */
export function downloadInvoice(orderId: number, invoiceId: number): Promise<DownloadedFile> {
  return apiDownload(`/orders/${orderId}/invoices/${invoiceId}/pdf`, {
    accept: 'application/pdf',
  });
}
