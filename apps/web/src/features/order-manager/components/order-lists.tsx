import { SimpleGrid, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import type { OrderListQuery } from '../api/get-orders.ts';
import { orderLists } from '../hooks/order-lists.ts';
import { OrderListColumn } from './order-list-column.tsx';

interface OrderListsProps {
  query: Omit<OrderListQuery, 'statuses'>;
  onOpen: (order: Order) => void;
}

/** Pending, In progress and Completed: side by side on a desktop, tabs on a phone. */
export function OrderLists({ query, onOpen }: OrderListsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  if (phone) {
    return (
      <Tabs defaultValue={orderLists[0].id} keepMounted={false}>
        <Tabs.List grow>
          {orderLists.map((list) => (
            <Tabs.Tab key={list.id} value={list.id}>
              {t(list.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {orderLists.map((list) => (
          <Tabs.Panel key={list.id} value={list.id} pt="sm">
            <OrderListColumn
              hideTitle
              title={t(list.label)}
              query={{ ...query, statuses: [...list.statuses] }}
              onOpen={onOpen}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }
  return (
    <SimpleGrid cols={3} spacing="md">
      {orderLists.map((list) => (
        <OrderListColumn
          key={list.id}
          title={t(list.label)}
          query={{ ...query, statuses: [...list.statuses] }}
          onOpen={onOpen}
        />
      ))}
    </SimpleGrid>
  );
}
