import { Alert, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderMoney as Money } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useOrderMoney } from '../api/get-order-money.ts';
import { useOrderFormat } from '../hooks/use-order-format.ts';

const AMOUNTS: (keyof Money)[] = [
  'total',
  'paid',
  'held',
  'refunded',
  'refundable',
  'outstanding',
  'pending_deposits',
  'pending_refund_requests',
  'credits_returned',
];
const camel = (key: string) =>
  key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The order's money from its ledger (`GET /orders/{id}/money`): amounts, then every movement. */
export function OrderMoney({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const money = useOrderMoney(orderId);
  return (
    <Stack gap={4} component="section" aria-label={t('orderManager.money.title')}>
      <Title order={3} size="h5">
        {t('orderManager.money.title')}
      </Title>
      {money.isPending && <Loader size="sm" />}
      {money.isError && <Alert color="red">{t('orderManager.money.loadError')}</Alert>}
      {money.data && (
        <>
          {money.data.private && (
            <Text size="sm" c="dimmed">
              {t('orderManager.money.private')}
            </Text>
          )}
          <Group gap="lg">
            {AMOUNTS.filter((key) => key === 'total' || (money.data.money[key] ?? 0) !== 0).map(
              (key) => (
                <div key={key}>
                  <Text size="xs" c="dimmed">
                    {t(`orderManager.money.${camel(key) as 'paid'}`)}
                  </Text>
                  <Text fw={600}>{format.dollars(money.data.money[key])}</Text>
                </div>
              ),
            )}
          </Group>
          <Text size="sm" fw={500} mt="xs">
            {t('orderManager.money.history')}
          </Text>
          {money.data.transactions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('orderManager.money.noHistory')}
            </Text>
          ) : (
            <Table fz="sm" verticalSpacing={2}>
              <Table.Tbody>
                {money.data.transactions.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{format.when(row.created_at)}</Table.Td>
                    <Table.Td>
                      {t(`orderManager.money.kinds.${row.kind}`)} ·{' '}
                      {t(`orderManager.money.statuses.${row.status}`)}
                      {row.reason && (
                        <Text size="xs" c="dimmed">
                          {row.reason}
                        </Text>
                      )}
                      {row.created_by_name && (
                        <Text size="xs" c="dimmed">
                          {t('orderManager.money.by', { name: row.created_by_name })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{format.dollars(row.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
