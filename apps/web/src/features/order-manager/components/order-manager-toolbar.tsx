import { Button, Group, TextInput } from '@mantine/core';
import type { Order } from '@app/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { useOrderFilters } from '../hooks/use-order-filters.ts';
import { BulkActionsButton } from '../bulk/bulk-actions-button.tsx';
import { OrderAlertsSwitch } from '../live/order-alerts-switch.tsx';
import { PauseOrdersButton } from '../pause/pause-orders-button.tsx';
import { OrderFilters } from './order-filters.tsx';
import { RejectedOrders } from './rejected-orders.tsx';

interface OrderManagerToolbarProps {
  filters: ReturnType<typeof useOrderFilters>;
  onOpen: (order: Order) => void;
}

/** Search, filters, the Rejected list, bulk actions, pause, the sound switch and "New order". */
export function OrderManagerToolbar({ filters, onOpen }: OrderManagerToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <TextInput
        type="search"
        aria-label={t('orderManager.search.label')}
        placeholder={t('orderManager.search.placeholder')}
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(event) => filters.setSearch(event.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
      <OrderFilters
        filters={filters.filters}
        onChange={filters.setFilters}
        onClear={filters.clearFilters}
        activeCount={filters.activeCount}
      />
      <RejectedOrders onOpen={onOpen} />
      <BulkActionsButton />
      <PauseOrdersButton />
      <OrderAlertsSwitch />
      <Button component={Link} to="/order-management/create" leftSection={<IconPlus size={16} />}>
        {t('orderManager.newOrder')}
      </Button>
    </Group>
  );
}
