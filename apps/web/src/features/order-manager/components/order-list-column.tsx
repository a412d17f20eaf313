import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useOrderList, type OrderListQuery } from '../api/get-orders.ts';
import { OrderCard } from './order-card.tsx';

interface OrderListColumnProps {
  title: string;
  query: OrderListQuery;
  onOpen: (order: Order) => void;
  /** The heading is shown by the tab on a phone. */
  hideTitle?: boolean;
  errorText?: string;
}

/** One list (Pending, In progress, Completed or Rejected): its cards and "Load more". */
export function OrderListColumn({
  title,
  query,
  onOpen,
  hideTitle,
  errorText,
}: OrderListColumnProps) {
  const { t } = useTranslation();
  const list = useOrderList(query);
  const orders = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      {!hideTitle && (
        <Title order={2} size="h4">
          {title}
        </Title>
      )}
      {list.isError && (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText ?? t('orderManager.lists.loadError')}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('orderManager.lists.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {list.isSuccess && orders.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('orderManager.lists.empty')}
        </Text>
      )}
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} onOpen={onOpen} />
      ))}
      {list.hasNextPage && (
        <Button
          variant="default"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('orderManager.lists.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
