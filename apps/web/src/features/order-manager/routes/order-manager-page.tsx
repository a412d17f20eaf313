import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { OrderLists } from '../components/order-lists.tsx';
import { OrderManagerToolbar } from '../components/order-manager-toolbar.tsx';
import { OrderModal } from '../components/order-modal.tsx';
import { useOrderFilters } from '../hooks/use-order-filters.ts';

/**
 * `/order-management` (lead and above, `order_management` or `marketplace_hub`): the three
 * lists, search and filters, the Rejected list, "New order", and the order modal.
 */
export function OrderManagerPage() {
  const { t } = useTranslation();
  const filters = useOrderFilters();
  const [selected, setSelected] = useState<Order | null>(null);
  // useOrderManagerLive() (features/order-manager/live/) is called here; the lead wires it.
  return (
    <Stack gap="md">
      {/* <OrdersPausedBanner /> (features/order-manager/pause/) goes here; the lead wires it. */}
      <Title order={1}>{t('orderManager.title')}</Title>
      <OrderManagerToolbar filters={filters} onOpen={setSelected} />
      <OrderLists query={filters.query} onOpen={setSelected} />
      {selected && (
        <OrderModal
          key={selected.id}
          order={selected}
          onClose={() => setSelected(null)}
          onChanged={setSelected}
        />
      )}
    </Stack>
  );
}
