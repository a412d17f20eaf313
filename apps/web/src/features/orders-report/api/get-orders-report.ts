import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZOrdersReport, type OrdersReport } from '@app/domain';
import { apiRequest, handleApiError } from '#lib/api/api-client.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { reportApiQuery, type ReportFilters } from '../report-search.ts';

/** The refusal of a location that is neither catering nor K-12: the screen's empty state. */
export const REPORT_UNAVAILABLE = 'orders_report_unavailable';

export const ordersReportKeys = {
  all: (tenantId: number) => ['orders-report', tenantId] as const,
  report: (tenantId: number, locale: string, filters: ReportFilters) =>
    [...ordersReportKeys.all(tenantId), locale, filters] as const,
};

/**
 * `GET /orders/report`. Every failure gets the shared handling (toast, or the end of the session)
 * except `orders_report_unavailable`, which the screen shows in place of the report.
 */
export async function getOrdersReport(
  filters: ReportFilters,
  signal?: AbortSignal,
): Promise<OrdersReport> {
  try {
    return await apiRequest('/orders/report', {
      signal,
      schema: ZOrdersReport,
      query: reportApiQuery(filters),
      handleErrors: false,
    });
  } catch (error) {
    if (isApiError(error) && error.code !== REPORT_UNAVAILABLE) handleApiError(error);
    throw error;
  }
}

/**
 * The report of the active location, read again in the interface language (station names come
 * in the reader's language); the previous answer stays shown while new filters are read.
 */
export function useOrdersReport(filters: ReportFilters) {
  const { tenantId } = useActiveSession();
  const locale = useLocale();
  return useQuery({
    queryKey: ordersReportKeys.report(tenantId, locale, filters),
    queryFn: ({ signal }) => getOrdersReport(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
