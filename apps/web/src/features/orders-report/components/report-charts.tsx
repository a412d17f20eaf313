import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { toCents, type OrdersReport } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import {
  daysOfRange,
  ordersPerDay,
  ordersPerHour,
  revenueByType,
  topItems,
} from '../report-chart-data.ts';

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The report's charts (orders per day and per hour, revenue per order type, top items), drawn
 * from the answer already read. Loaded on its own (`React.lazy`): the charting library and its
 * stylesheet stay out of every other screen's code.
 */
export default function ReportCharts({ report }: { report: OrdersReport }) {
  const { t } = useTranslation();
  const format = useFormatters(report.timeZone);
  const ordersLabel = t('ordersReport.charts.orders');
  const perDay = ordersPerDay(report, daysOfRange(report.startDate, report.endDate)).map(
    (point) => ({ ...point, label: format.calendarDate(point.label) }),
  );
  const perHour = ordersPerHour(report);
  const byType = revenueByType(report).map((point) => ({
    type: t(`orders.types.${point.type}`),
    revenue: point.revenue,
  }));
  const items = topItems(report);
  const series = (name: string, label: string) => [{ name, label, color: 'blue.6' }];
  if (report.orders.length === 0) {
    return <Text c="dimmed">{t('ordersReport.charts.none')}</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="report-charts">
      <ChartCard title={t('ordersReport.charts.perDay')}>
        <BarChart
          h={220}
          data={perDay}
          dataKey="label"
          series={series('orders', ordersLabel)}
          yAxisProps={{ allowDecimals: false }}
        />
      </ChartCard>
      <ChartCard title={t('ordersReport.charts.perHour')}>
        <BarChart
          h={220}
          data={perHour}
          dataKey="label"
          series={series('orders', ordersLabel)}
          yAxisProps={{ allowDecimals: false }}
        />
      </ChartCard>
      <ChartCard title={t('ordersReport.charts.byType')}>
        <BarChart
          h={220}
          data={byType}
          dataKey="type"
          series={series('revenue', t('ordersReport.charts.revenue'))}
          valueFormatter={(value) => format.money(toCents(value))}
        />
      </ChartCard>
      <ChartCard title={t('ordersReport.charts.topItems')}>
        <BarChart
          h={Math.max(220, items.length * 40)}
          data={items}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 200 }}
          xAxisProps={{ allowDecimals: false }}
          series={series('quantity', t('ordersReport.charts.quantity'))}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
