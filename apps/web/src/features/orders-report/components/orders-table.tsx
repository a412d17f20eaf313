import { Table, Text } from '@mantine/core';
import { toCents, type ReportOrder } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { orderPerson } from '../report-sort.ts';

interface OrdersTableProps {
  /** Already in the chosen sort. */
  orders: readonly ReportOrder[];
  timeZone: string;
  k12: boolean;
  includePrices: boolean;
  /** The test id of each row: the screen's list and the compact printout are told apart. */
  rowTestId?: string;
}

/** The orders of the report, one line each (the list view and the compact printout). */
export function OrdersTable({
  orders,
  timeZone,
  k12,
  includePrices,
  rowTestId = 'report-order-row',
}: OrdersTableProps) {
  const { t } = useTranslation();
  const format = useFormatters(timeZone);
  return (
    <Table withTableBorder striped aria-label={t('ordersReport.orders.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ordersReport.orders.number')}</Table.Th>
          <Table.Th>{t('ordersReport.orders.due')}</Table.Th>
          <Table.Th>{t('ordersReport.orders.person')}</Table.Th>
          {k12 && (
            <>
              <Table.Th>{t('ordersReport.orders.school')}</Table.Th>
              <Table.Th>{t('ordersReport.orders.grade')}</Table.Th>
              <Table.Th>{t('ordersReport.orders.classroom')}</Table.Th>
              <Table.Th>{t('ordersReport.orders.teacher')}</Table.Th>
            </>
          )}
          <Table.Th>{t('ordersReport.orders.type')}</Table.Th>
          <Table.Th>{t('ordersReport.orders.status')}</Table.Th>
          <Table.Th>{t('ordersReport.orders.items')}</Table.Th>
          {includePrices && <Table.Th ta="right">{t('ordersReport.orders.total')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order.id} data-testid={rowTestId} data-order-id={order.id}>
            <Table.Td>{order.order_number ?? order.reference ?? order.id}</Table.Td>
            <Table.Td>{format.dateTime(order.due_at)}</Table.Td>
            <Table.Td>{orderPerson(order)}</Table.Td>
            {k12 && (
              <>
                <Table.Td>{order.school ?? ''}</Table.Td>
                <Table.Td>{order.grade ?? ''}</Table.Td>
                <Table.Td>{order.classroom ?? ''}</Table.Td>
                <Table.Td>{order.teacher ?? ''}</Table.Td>
              </>
            )}
            <Table.Td>{t(`orders.types.${order.type}`)}</Table.Td>
            <Table.Td>{t(`ordersReport.statuses.${order.status}`)}</Table.Td>
            <Table.Td>
              {order.items.map((line, index) => (
                <Text key={`${line.item_id}-${index}`} size="sm">
                  {t('ordersReport.orders.line', {
                    quantity: line.quantity,
                    name: line.price_option ? `${line.name} (${line.price_option})` : line.name,
                  })}
                </Text>
              ))}
            </Table.Td>
            {includePrices && (
              <Table.Td ta="right">
                {order.total === null
                  ? t('ordersReport.orders.withheld')
                  : format.money(toCents(order.total))}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
