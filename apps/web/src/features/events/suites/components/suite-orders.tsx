import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toCents, type EventSuiteDetails } from '@app/domain';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

/**
 * A suite's orders on its event (number, customer, status, total), then the items of those not
 * cancelled with their quantities and amounts, and their subtotal and total.
 */
export function SuiteOrders({ details }: { details: EventSuiteDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amount: number | null) => (amount === null ? '—' : format.money(toCents(amount)));
  const { orders, items, totals, order_counts: counts } = details;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('eventSuites.orders.title')}
      </Title>
      {orders.length === 0 ? (
        <Text c="dimmed">{t('eventSuites.orders.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('eventSuites.orders.count', { count: counts.total, active: counts.active })}
          </Text>
          <Table aria-label={t('eventSuites.orders.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('eventSuites.orders.number')}</Table.Th>
                <Table.Th>{t('eventSuites.orders.customer')}</Table.Th>
                <Table.Th>{t('eventSuites.orders.status')}</Table.Th>
                <Table.Th ta="right">{t('eventSuites.orders.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => {
                const number = order.order_number ?? order.id;
                return (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/order-management/${order.id}`}
                        aria-label={t('eventSuites.orders.open', { number })}
                      >
                        #{number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{order.customer_name ?? '—'}</Table.Td>
                    <Table.Td>{t(`orderManager.statuses.${order.status}`)}</Table.Td>
                    <Table.Td ta="right">{money(order.total)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h4">
            {t('eventSuites.orders.items')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('eventSuites.orders.notCancelled')}
          </Text>
          <Table aria-label={t('eventSuites.orders.items')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('eventSuites.orders.item')}</Table.Th>
                <Table.Th ta="right">{t('eventSuites.orders.quantity')}</Table.Th>
                <Table.Th ta="right">{t('eventSuites.orders.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.item_id}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{money(item.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('eventSuites.orders.subtotal')}</Table.Th>
                <Table.Td ta="right">{money(totals.subtotal)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('eventSuites.orders.totalAll')}</Table.Th>
                <Table.Td ta="right">{money(totals.total)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </>
      )}
    </Stack>
  );
}
