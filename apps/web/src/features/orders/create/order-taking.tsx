import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Drawer,
  Grid,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import {
  cartQuantity,
  toCents,
  type Checkout,
  type Item,
  type OrderDraft,
  type OrderingConfig,
  type PublishedMenu,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { CartPanel, type CartPanelProps } from '../cart/cart-panel.tsx';
import { CheckoutPanel } from '../checkout/checkout-panel.tsx';
import { ItemBrowser } from './item-browser.tsx';
import type { ClosedMenuNotice } from '../state/order-draft.ts';

export type TakingTab = 'items' | 'checkout';

interface OrderTakingProps {
  draft: OrderDraft;
  config: OrderingConfig;
  menu: PublishedMenu | undefined;
  /** When a scheduled or booked order is due (items are priced then); null = now. */
  dueAt: Date | null;
  closedNotice: ClosedMenuNotice;
  /** The order needs a due date and has none yet: the items ask for it first. */
  dueDateMissing: boolean;
  tab: TakingTab;
  onTab: (tab: TakingTab) => void;
  fieldErrors: Record<string, string>;
  onCheckout: (checkout: Checkout) => void;
  onOpenItem: (item: Item) => void;
  onDetails: () => void;
  /** Everything the cart shows, but its layout. */
  cart: Omit<CartPanelProps, 'footer'>;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  onDiscard: () => void;
  /** "Discard order" for a new order, "Discard changes" for a saved order or check. */
  discardLabel: string;
}

/**
 * The second step, made for a tablet at the counter: the items (or the checkout details) on the
 * left and the cart always in view on the right; on narrow screens the cart opens as a drawer
 * from a button that shows the count and total.
 */
export function OrderTaking(props: OrderTakingProps) {
  const { draft, config, menu, tab } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const { money } = useFormatters(config.timeZone);
  const narrow = useMediaQuery('(max-width: 61.99em)') ?? false;
  const [cartOpen, setCartOpen] = useState(false);
  const errorCount = Object.keys(props.fieldErrors).length;
  const costs = props.cart.priced?.costs;
  const units = draft.data.items.length === 0 ? 0 : cartQuantity(draft.data.items);

  const footer = (
    <Stack gap="xs">
      <Button
        size="xl"
        fullWidth
        // A long label ("Enregistrer les modifications") wraps in a narrow cart, never cut off.
        h="auto"
        mih={60}
        py="xs"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
        loading={props.submitting}
        onClick={() => {
          // The drawer closes so that whatever the server answers (dialog, fields) is in view.
          setCartOpen(false);
          props.onSubmit();
        }}
      >
        {props.submitLabel}
      </Button>
      <Button variant="subtle" color="red" size="md" onClick={props.onDiscard}>
        {props.discardLabel}
      </Button>
    </Stack>
  );
  const cartPanel = <CartPanel {...props.cart} footer={footer} withTitle={!narrow} />;

  const summary = [
    t(`orders.types.${draft.type}`),
    draft.data.config.tableInfo?.tableNum
      ? t('orders.summary.table', { table: draft.data.config.tableInfo.tableNum })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const main = (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {menu ? localizedName(menu, locale) : t('orders.menus.unavailable')}
          </Title>
          <Text c="dimmed" size="sm">
            {summary}
          </Text>
        </div>
        <Button variant="default" size="md" onClick={props.onDetails}>
          {t('orders.details.change')}
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => props.onTab(value === 'checkout' ? 'checkout' : 'items')}
      >
        <Tabs.List grow>
          <Tabs.Tab value="items" fz="md" py="md">
            {t('orders.tabs.items')}
          </Tabs.Tab>
          <Tabs.Tab
            value="checkout"
            fz="md"
            py="md"
            rightSection={
              errorCount > 0 ? (
                <Badge
                  color="red"
                  size="sm"
                  circle
                  aria-label={t('orders.tabs.errors', { count: errorCount })}
                >
                  {errorCount}
                </Badge>
              ) : null
            }
          >
            {t('orders.tabs.checkout')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="md">
          {menu ? (
            <ItemBrowser
              menu={menu}
              timeZone={config.timeZone}
              dueAt={props.dueAt}
              closedNotice={props.closedNotice}
              dueDateMissing={props.dueDateMissing}
              onChooseDueDate={() => props.onTab('checkout')}
              onOpen={props.onOpenItem}
            />
          ) : (
            <Text c="dimmed">{t('orders.menus.unavailableBody')}</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="checkout" pt="md">
          {menu && (
            <CheckoutPanel
              type={draft.type}
              checkout={draft.data.checkout}
              onChange={props.onCheckout}
              config={config}
              menu={menu}
              subtotal={costs?.subtotal ?? 0}
              fieldErrors={props.fieldErrors}
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );

  if (narrow) {
    return (
      <>
        {main}
        {/* Sticky inside the main area (not fixed to the window): it never covers the navbar. */}
        <Box pos="sticky" bottom={16} style={{ zIndex: 2 }}>
          <Button
            size="xl"
            fullWidth
            leftSection={<IconShoppingCart size={20} aria-hidden />}
            onClick={() => setCartOpen(true)}
          >
            {costs
              ? t('orders.cart.openWithTotal', {
                  count: units,
                  total: money(toCents(costs.totalWithTip)),
                })
              : t('orders.cart.open', { count: units })}
          </Button>
        </Box>
        <Drawer
          opened={cartOpen}
          onClose={() => setCartOpen(false)}
          position="right"
          size="100%"
          title={t('orders.cart.title')}
          closeButtonProps={{ 'aria-label': t('actions.close') }}
        >
          {cartPanel}
        </Drawer>
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
