import { Badge, Group, Table, Text } from '@mantine/core';
import type { OrdersReport } from '@app/domain';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { reportTotalLines, type CheckLine } from '../report-total-lines.ts';

function Check({ check }: { check: CheckLine }) {
  const testId = `report-check-${check.key}`;
  if (check.agrees === null) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {check.text}
      </Text>
    );
  }
  return (
    <Group gap="xs" data-testid={testId} data-agrees={check.agrees}>
      <Text size="sm">{check.text}</Text>
      {check.agrees ? (
        <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
          {check.verdict}
        </Badge>
      ) : (
        <Badge color="red" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
          {check.verdict}
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
  const { lines, checks } = reportTotalLines(report, t, format.locale, format.money);
  return (
    <Table withTableBorder aria-label={t('ordersReport.totals.label')} data-testid="report-totals">
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key}>
            <Table.Th>{line.label}</Table.Th>
            <Table.Td data-testid={`report-total-${line.key}`}>
              {line.value}
              {line.notes.map((note) => (
                <Text key={note} size="sm" c="dimmed">
                  {note}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr data-testid="report-check-row">
          <Table.Th>{t('ordersReport.totals.check')}</Table.Th>
          <Table.Td>
            {checks.map((check) => (
              <Check key={check.key} check={check} />
            ))}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
