import type { ReactNode } from 'react';
import { Box, Button, Drawer } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { cartQuantity, toCents, type CartItem, type OrderCosts } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

interface CartDrawerProps {
  items: readonly CartItem[];
  costs: OrderCosts | undefined;
  timeZone: string;
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The cart panel. */
  children: ReactNode;
}

/** On narrow screens: a button with the cart's count and total that opens the cart as a drawer. */
export function CartDrawer({
  items,
  costs,
  timeZone,
  opened,
  onOpen,
  onClose,
  children,
}: CartDrawerProps) {
  const { t } = useTranslation();
  const { money } = useFormatters(timeZone);
  const count = items.length === 0 ? 0 : cartQuantity(items);
  return (
    <>
      {/* Sticky inside the main area (not fixed to the window): it never covers the navbar. */}
      <Box pos="sticky" bottom={16} style={{ zIndex: 2 }}>
        <Button
          size="xl"
          fullWidth
          leftSection={<IconShoppingCart size={20} aria-hidden />}
          onClick={onOpen}
        >
          {costs
            ? t('orders.cart.openWithTotal', { count, total: money(toCents(costs.totalWithTip)) })
            : t('orders.cart.open', { count })}
        </Button>
      </Box>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size="100%"
        title={t('orders.cart.title')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {children}
      </Drawer>
    </>
  );
}
