import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { CostLines } from '#shared/orders/cost-lines.tsx';
import type { PreOrderCartState } from '../hooks/use-pre-order-cart.ts';
import { preOrderErrorText } from '../pre-order-error.ts';
import { PreOrderLines } from './pre-order-lines.tsx';

interface PreOrderCartProps {
  state: PreOrderCartState;
  menu: PublishedMenu | undefined;
  timeZone: string;
  onEdit: (index: number) => void;
}

/**
 * The cart: its lines with their quantities, and the total as the order engine priced it (the
 * lines it cannot take listed, in the page's language). While a change is being priced, the last
 * total stays shown beside a spinner.
 */
export function PreOrderCart({ state, menu, timeZone, onEdit }: PreOrderCartProps) {
  const { t } = useTranslation();
  const { cart, priced, lastPriced, pricing, priceError } = state;
  const shown = priced ?? lastPriced;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pre-order-cart-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="pre-order-cart-title">
            {t('preOrders.cart.title')}
          </Title>
          {pricing && cart.lines.length > 0 && (
            <Loader size="xs" aria-label={t('preOrders.cart.pricing')} />
          )}
        </Group>
        {cart.lines.length === 0 ? (
          <Text c="dimmed">{t('preOrders.cart.empty')}</Text>
        ) : (
          <PreOrderLines
            lines={cart.lines}
            menu={menu}
            timeZone={timeZone}
            prices={priced ? priced.items.map((line) => line.orderPrice) : undefined}
            onQuantity={state.setQuantity}
            onEdit={onEdit}
            onRemove={state.removeLine}
          />
        )}
        {priced && priced.problems.length > 0 && (
          <Alert color="red" role="alert" title={t('preOrders.cart.problems')}>
            <Stack gap={2}>
              {priced.problems.map((problem, index) => (
                <Text key={index} size="sm">
                  {problem.message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {priceError && (
          <Text c="red" size="sm" role="alert">
            {preOrderErrorText(priceError, t)}
          </Text>
        )}
        {shown && cart.lines.length > 0 && (
          <div aria-label={t('preOrders.cart.totals')} role="group">
            <CostLines costs={shown.costs} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
