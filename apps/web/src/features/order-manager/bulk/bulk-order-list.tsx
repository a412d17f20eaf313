import { List, Text } from '@mantine/core';
import type { BulkOrderRef, BulkRefusal } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** Orders of a bulk answer by number, each refusal with its reason. */
export function BulkOrderList({
  title,
  orders,
}: {
  title: string;
  orders: readonly (BulkOrderRef | BulkRefusal)[];
}) {
  const { t } = useTranslation();
  if (orders.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <List size="sm" mah={200} style={{ overflowY: 'auto' }} aria-label={title}>
        {orders.map((order) => (
          <List.Item key={order.id}>
            {t('orderManagerTools.bulk.order', { number: order.order_number ?? order.id })}
            {'message' in order ? ` — ${order.message}` : ''}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
