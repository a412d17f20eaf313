import type { ReactNode } from 'react';
import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TakingTab } from '../state/order-workspace-state.ts';

interface TakingTabsProps {
  tab: TakingTab;
  onTab: (tab: TakingTab) => void;
  /** How many checkout fields need fixing: a badge on the checkout tab. */
  checkoutErrors: number;
  items: ReactNode;
  checkout: ReactNode;
}

/** The items and the checkout details, side by side as two tabs. */
export function TakingTabs({ tab, onTab, checkoutErrors, items, checkout }: TakingTabsProps) {
  const { t } = useTranslation();
  const badge =
    checkoutErrors > 0 ? (
      <Badge
        color="red"
        size="sm"
        circle
        aria-label={t('orders.tabs.errors', { count: checkoutErrors })}
      >
        {checkoutErrors}
      </Badge>
    ) : null;
  return (
    <Tabs value={tab} onChange={(value) => onTab(value === 'checkout' ? 'checkout' : 'items')}>
      <Tabs.List grow>
        <Tabs.Tab value="items" fz="md" py="md">
          {t('orders.tabs.items')}
        </Tabs.Tab>
        <Tabs.Tab value="checkout" fz="md" py="md" rightSection={badge}>
          {t('orders.tabs.checkout')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="items" pt="md">
        {items}
      </Tabs.Panel>
      <Tabs.Panel value="checkout" pt="md">
        {checkout}
      </Tabs.Panel>
    </Tabs>
  );
}
