import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toCents, type EventPendingOrder } from '@app/domain';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';

/** The event's orders still pending: number, suite, customer, when due, total. */
export function PendingOrdersTable({ orders }: { orders: EventPendingOrder[] }) {
  const { t } = useTranslation();
  const format = useFormatters(useActiveLocation().timezone);
  if (orders.length === 0) return <Text c="dimmed">{t('events.details.noPending')}</Text>;
  const none = t('events.details.none');
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table aria-label={t('events.details.pendingTitle')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events.details.orderColumns.number')}</Table.Th>
            <Table.Th>{t('events.details.orderColumns.suite')}</Table.Th>
            <Table.Th>{t('events.details.orderColumns.customer')}</Table.Th>
            <Table.Th>{t('events.details.orderColumns.due')}</Table.Th>
            <Table.Th ta="right">{t('events.details.orderColumns.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                {order.order_number === null
                  ? none
                  : t('events.details.orderNumber', { number: order.order_number })}
              </Table.Td>
              <Table.Td>{order.suite_name ?? none}</Table.Td>
              <Table.Td>{order.customer_name ?? none}</Table.Td>
              <Table.Td>{order.pickup_time ? format.dateTime(order.pickup_time) : none}</Table.Td>
              <Table.Td ta="right">{format.money(toCents(order.total))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
