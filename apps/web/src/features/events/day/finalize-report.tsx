import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  finalizeTotalsCents,
  toCents,
  type FinalizeOutcome,
  type FinalizeReport,
  type SuiteFinalization,
} from '@app/domain';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { SuiteStatusBadges } from '../suites/components/suite-status-badges.tsx';

const outcomeColours: Record<FinalizeOutcome, string> = {
  finalized: 'green',
  nothing_to_do: 'gray',
  already_finalized: 'blue',
  failed: 'red',
};

/**
 * What finalize did, suite by suite: money taken and invoiced, orders cancelled, refusals. Shown
 * in a dialog, outside the shell's location context: the location's time zone comes as a prop.
 */
export function FinalizeReportView({
  report,
  timeZone,
}: {
  report: FinalizeReport;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const totals = finalizeTotalsCents(report);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('eventDay.finalize.summary', {
          charged: format.money(totals.chargedCents),
          invoiced: format.money(totals.invoicedCents),
        })}
      </Text>
      <Table aria-label={t('eventDay.finalize.reportTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('eventDay.finalize.columns.suite')}</Table.Th>
            <Table.Th>{t('eventDay.finalize.columns.owner')}</Table.Th>
            <Table.Th>{t('eventDay.finalize.columns.result')}</Table.Th>
            <Table.Th>{t('eventDay.finalize.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.suites.map((suite) => (
            <Table.Tr key={suite.event_suite_id}>
              <Table.Td>{suite.suite.name}</Table.Td>
              <Table.Td>{suite.suite_owner?.name ?? t('eventDay.finalize.noOwner')}</Table.Td>
              <Table.Td>
                <SuiteResult suite={suite} timeZone={timeZone} />
              </Table.Td>
              <Table.Td>
                <SuiteStatusBadges status={suite.status} invoiceStatus={suite.invoice_status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function SuiteResult({ suite, timeZone }: { suite: SuiteFinalization; timeZone: string }) {
  const { t } = useTranslation();
  const format = useFormatters(timeZone);
  const money = (amount: number) => format.money(toCents(amount));
  const lines: string[] = [];
  if (suite.charged > 0)
    lines.push(t('eventDay.finalize.charged', { amount: money(suite.charged) }));
  for (const order of suite.completed_orders) {
    if (order.invoice_number === null) continue;
    const invoice = { number: order.invoice_number, amount: money(order.amount) };
    lines.push(
      order.card_failure
        ? t('eventDay.finalize.invoicedAfterDecline', invoice)
        : t('eventDay.finalize.invoiced', invoice),
    );
  }
  if (suite.cancelled_orders.length > 0) {
    lines.push(t('eventDay.finalize.cancelled', { count: suite.cancelled_orders.length }));
  }
  if (suite.outcome === 'already_finalized' && suite.finalized_at) {
    lines.push(t('eventDay.finalize.finalizedOn', { date: format.dateTime(suite.finalized_at) }));
  }
  return (
    <Stack gap={4}>
      <Badge color={outcomeColours[suite.outcome]} variant="light">
        {t(`eventDay.finalize.outcomes.${suite.outcome}`)}
      </Badge>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {suite.error && (
        <Text size="sm" c="red" role="alert">
          {suite.error.order
            ? t('eventDay.finalize.failedOrder', {
                number: suite.error.order.order_number ?? suite.error.order.id,
                message: suite.error.message,
              })
            : suite.error.message}
        </Text>
      )}
    </Stack>
  );
}
