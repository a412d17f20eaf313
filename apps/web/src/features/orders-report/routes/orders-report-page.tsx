import { lazy, Suspense, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '#lib/api/api-error.ts';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { REPORT_UNAVAILABLE, useOrdersReport } from '../api/get-orders-report.ts';
import { OrdersTable } from '../components/orders-table.tsx';
import { ProductionTable } from '../components/production-table.tsx';
import { ReportFilters } from '../components/report-filters.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { ExportModal } from '../export/export-modal.tsx';
import { PrintMenu } from '../print/print-menu.tsx';
import { ReportPrintout } from '../print/report-printout.tsx';
import { useReportPrint } from '../print/use-report-print.ts';
import {
  readReportSearch,
  reportSorts,
  reportViews,
  tomorrowIn,
  writeReportSearch,
  type ReportSearch,
} from '../report-search.ts';
import { sortReportOrders } from '../report-sort.ts';

// The charting library and its stylesheet load only when the charts are shown.
const ReportCharts = lazy(() => import('../components/report-charts.tsx'));

/**
 * `/orders-report` (lead and above, catering and K-12 locations; spec part 2 §2 "Orders report"):
 * filters kept in the address, the production totals or the sorted orders with the totals and
 * their check row, charts, the print modes and the export.
 */
export function OrdersReportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useActiveLocation();
  const format = useFormatters(location.timezone);
  const [params, setParams] = useSearchParams();
  const tomorrow = useMemo(() => tomorrowIn(location.timezone), [location.timezone]);
  const search = useMemo(() => readReportSearch(params, tomorrow), [params, tomorrow]);
  const { filters, view, sort } = search;
  const update = (change: Partial<ReportSearch>) =>
    setParams(writeReportSearch({ ...search, ...change }), { replace: true });
  const report = useOrdersReport(filters);
  const { mode, print } = useReportPrint();
  const [exporting, setExporting] = useState(false);
  const k12 = location.k12;
  const data = report.data;
  const orders = useMemo(
    () => (data ? sortReportOrders(data.orders, sort, locale) : []),
    [data, sort, locale],
  );
  const categories = useMemo(
    () => [
      ...new Set(
        (data?.groupedItems ?? []).flatMap((item) => (item.category ? [item.category] : [])),
      ),
    ],
    [data],
  );
  const range = {
    start: format.calendarDate(filters.startDate),
    end: format.calendarDate(filters.endDate),
  };

  let body: React.ReactNode;
  if (report.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('ordersReport.views.label')} />
      </Center>
    );
  } else if (report.isError) {
    const error = report.error;
    const unavailable = isApiError(error) && error.code === REPORT_UNAVAILABLE;
    body = unavailable ? (
      <Alert
        color="gray"
        title={t('ordersReport.empty.unavailableTitle')}
        data-testid="report-unavailable"
      >
        {error.serverMessage || apiErrorText(error)}
      </Alert>
    ) : (
      <Alert color="red" title={t('ordersReport.error.title')} data-testid="report-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {isApiError(error) ? apiErrorText(error) : t('errors.somethingWentWrong')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void report.refetch()}>
            {t('ordersReport.error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!data) {
    body = null;
  } else if (data.orders.length === 0) {
    body = (
      <Alert color="gray" title={t('ordersReport.empty.title')} data-testid="report-empty">
        {t('ordersReport.empty.text', range)}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="lg">
        {view === 'production' && (
          <ProductionTable items={data.groupedItems} includePrices={filters.includePrices} />
        )}
        {view === 'orders' && (
          <OrdersTable
            orders={orders}
            timeZone={data.timeZone}
            k12={k12}
            includePrices={filters.includePrices}
          />
        )}
        {view === 'charts' && (
          <Suspense fallback={<Loader />}>
            <ReportCharts report={data} />
          </Suspense>
        )}
        <ReportTotals report={data} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{t('orders.reportTitle')}</Title>
        <Group>
          <PrintMenu onPrint={print} disabled={!data || data.orders.length === 0} />
          <Button
            leftSection={<IconFileExport size={16} aria-hidden />}
            onClick={() => setExporting(true)}
            data-testid="report-export-button"
          >
            {t('ordersReport.export.button')}
          </Button>
        </Group>
      </Group>
      <ReportFilters
        filters={filters}
        onChange={(next) => update({ filters: next })}
        onReset={() => setParams(new URLSearchParams(), { replace: true })}
        k12={k12}
        categories={categories}
      />
      <Group justify="space-between">
        <SegmentedControl
          aria-label={t('ordersReport.views.label')}
          value={view}
          onChange={(value) => update({ view: value })}
          data={reportViews.map((value) => ({ value, label: t(`ordersReport.views.${value}`) }))}
          data-testid="report-view"
        />
        <Group gap="xs">
          <Text size="sm" id="report-sort-label">
            {t('ordersReport.sort.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="report-sort-label"
            value={sort}
            onChange={(value) => update({ sort: value })}
            data={reportSorts.map((value) => ({ value, label: t(`ordersReport.sort.${value}`) }))}
            data-testid="report-sort"
          />
        </Group>
      </Group>
      {body}
      {mode && data && (
        <ReportPrintout
          mode={mode}
          report={data}
          orders={orders}
          k12={k12}
          includePrices={filters.includePrices}
          locationName={location.name}
        />
      )}
      <ExportModal
        opened={exporting}
        onClose={() => setExporting(false)}
        startDate={filters.startDate}
        endDate={filters.endDate}
        includePrices={filters.includePrices}
      />
    </Stack>
  );
}
