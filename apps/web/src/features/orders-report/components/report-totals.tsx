import { Badge, Group, Table, Text } from '@mantine/core';
import { toCents, type OrdersReport } from '@app/domain';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { formatPercent } from '#shared/orders/format-percent.ts';
import { reportChecks, type ReportCheck } from '../report-checks.ts';

function CheckLine({
  check,
  text,
  show,
  testId,
}: {
  check: ReportCheck;
  text: string;
  show: (value: number) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid={testId} data-agrees={check.agrees}>
      <Text size="sm">{text}</Text>
      {check.agrees ? (
        <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
          {t('ordersReport.totals.agrees')}
        </Badge>
      ) : (
        <Badge color="red" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
          {t('ordersReport.totals.disagrees', { expected: show(check.expected) })}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The totals (orders, items, revenue per tax bracket, refunds, net) and the check row: the same
 * figures added up from what is listed, flagged when they ever disagree.
 */
export function ReportTotals({ report }: { report: OrdersReport }) {
  const { t } = useTranslation();
  const format = useFormatters(report.timeZone);
  const money = (dollars: number) => format.money(toCents(dollars));
  const cents = (value: number) => format.money(value);
  const { totals } = report;
  const checks = reportChecks(report);
  return (
    <Table withTableBorder aria-label={t('ordersReport.totals.label')} data-testid="report-totals">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th>{t('ordersReport.totals.orders')}</Table.Th>
          <Table.Td data-testid="report-total-orders">{totals.orders}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('ordersReport.totals.items')}</Table.Th>
          <Table.Td data-testid="report-total-items">{totals.items}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('ordersReport.totals.revenue')}</Table.Th>
          <Table.Td data-testid="report-total-revenue">
            {money(totals.revenue)}
            {totals.taxBrackets.map((bracket) => (
              <Text key={`${bracket.code}-${bracket.rate}`} size="sm" c="dimmed">
                {t('ordersReport.totals.bracket', {
                  code: bracket.code,
                  rate: formatPercent(bracket.rate * 1000, format.locale),
                  taxable: money(bracket.taxable),
                  tax: money(bracket.tax),
                })}
              </Text>
            ))}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('ordersReport.totals.refunds')}</Table.Th>
          <Table.Td data-testid="report-total-refunds">{money(totals.refunds)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('ordersReport.totals.net')}</Table.Th>
          <Table.Td data-testid="report-total-net">{money(totals.net)}</Table.Td>
        </Table.Tr>
        <Table.Tr data-testid="report-check-row">
          <Table.Th>{t('ordersReport.totals.check')}</Table.Th>
          <Table.Td>
            <CheckLine
              check={checks.orders}
              testId="report-check-orders"
              text={t('ordersReport.totals.checkOrders', { actual: checks.orders.actual })}
              show={String}
            />
            {checks.revenue ? (
              <CheckLine
                check={checks.revenue}
                testId="report-check-revenue"
                text={t('ordersReport.totals.checkRevenue', {
                  actual: cents(checks.revenue.actual),
                })}
                show={cents}
              />
            ) : (
              <Text size="sm" c="dimmed" data-testid="report-check-revenue">
                {t('ordersReport.totals.noAmounts')}
              </Text>
            )}
            <CheckLine
              check={checks.items}
              testId="report-check-items"
              text={t('ordersReport.totals.checkItems', { actual: checks.items.actual })}
              show={String}
            />
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
