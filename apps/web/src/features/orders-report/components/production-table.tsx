import { Stack, Table, Text, Title } from '@mantine/core';
import { toCents, type ReportGroupedItem } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { groupProduction } from '../report-groups.ts';

/**
 * The kitchen's view: per day and station, each item and price option with its quantity and the
 * add-ons chosen with it (× the line's quantity). Printed as is by the production printout.
 */
export function ProductionTable({
  items,
  includePrices,
}: {
  items: readonly ReportGroupedItem[];
  includePrices: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Stack gap="lg" data-testid="report-production">
      {groupProduction(items).map((day) => (
        <section key={day.date} aria-label={format.calendarDate(day.date)}>
          <Title order={3} size="h4" mb="xs">
            {format.calendarDate(day.date)}
          </Title>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ordersReport.production.item')}</Table.Th>
                <Table.Th>{t('ordersReport.production.option')}</Table.Th>
                <Table.Th ta="right">{t('ordersReport.production.quantity')}</Table.Th>
                <Table.Th>{t('ordersReport.production.modifiers')}</Table.Th>
                {includePrices && (
                  <Table.Th ta="right">{t('ordersReport.production.amount')}</Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            {day.stations.map((station) => (
              <Table.Tbody key={station.key}>
                <Table.Tr>
                  <Table.Th colSpan={includePrices ? 5 : 4} bg="var(--mantine-color-gray-1)">
                    {station.station ?? t('ordersReport.production.noStation')}
                  </Table.Th>
                </Table.Tr>
                {station.items.map((item) => (
                  <Table.Tr
                    key={`${item.item_id}-${item.price_option ?? ''}`}
                    data-testid="report-production-row"
                  >
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td>{item.price_option ?? ''}</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {item.quantity}
                    </Table.Td>
                    <Table.Td>
                      {item.modifiers.map((modifier) => (
                        <Text key={`${modifier.group_id}-${modifier.value_id}`} size="sm">
                          {t('ordersReport.production.modifier', {
                            quantity: modifier.quantity,
                            name: modifier.name,
                          })}
                        </Text>
                      ))}
                    </Table.Td>
                    {includePrices && (
                      <Table.Td ta="right">
                        {item.amount === null ? '' : format.money(toCents(item.amount))}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            ))}
          </Table>
        </section>
      ))}
    </Stack>
  );
}
