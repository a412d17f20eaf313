import { useState, type ReactNode } from 'react';
import { Grid, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CartDrawer } from '../cart/cart-drawer.tsx';
import { CartPanel, type CartPanelProps } from '../cart/cart-panel.tsx';
import { SubmitButtons, type SubmitButtonsProps } from './submit-buttons.tsx';

interface OrderTakingProps {
  /** The menu, the order type and the way back to the details. */
  summary: ReactNode;
  /** The items and checkout tabs. */
  tabs: ReactNode;
  cart: Omit<CartPanelProps, 'footer' | 'withTitle'>;
  submit: SubmitButtonsProps;
}

/**
 * The second step, made for a tablet at the counter: the items (or the checkout details) on the
 * left and the cart always in view on the right; on narrow screens the cart opens as a drawer
 * from a button that shows the count and total.
 */
export function OrderTaking({ summary, tabs, cart, submit }: OrderTakingProps) {
  const narrow = useMediaQuery('(max-width: 61.99em)') ?? false;
  const [cartOpen, setCartOpen] = useState(false);
  const send = () => {
    // The drawer closes so that whatever the server answers (dialog, fields) is in view.
    setCartOpen(false);
    submit.onSubmit();
  };
  const footer = <SubmitButtons {...submit} onSubmit={send} />;
  const cartPanel = <CartPanel {...cart} footer={footer} withTitle={!narrow} />;
  const main = (
    <Stack gap="md">
      {summary}
      {tabs}
    </Stack>
  );

  if (narrow) {
    return (
      <>
        {main}
        <CartDrawer
          items={cart.items}
          costs={cart.priced?.costs}
          timeZone={cart.timeZone}
          opened={cartOpen}
          onOpen={() => setCartOpen(true)}
          onClose={() => setCartOpen(false)}
        >
          {cartPanel}
        </CartDrawer>
      </>
    );
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Paper
          withBorder
          radius="md"
          p="md"
          style={{
            position: 'sticky',
            top: 76,
            maxHeight: 'calc(100vh - 92px)',
            overflowY: 'auto',
          }}
        >
          {cartPanel}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
