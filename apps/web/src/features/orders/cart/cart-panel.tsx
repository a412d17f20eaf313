import type { ReactNode } from 'react';
import { Loader, Group, Stack, Text, Title } from '@mantine/core';
import { cartQuantity, type CartItem, type OrderCosts, type PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { CostLines } from '#shared/orders/cost-lines.tsx';
import { CartLine } from './cart-line.tsx';

export interface CartPanelProps {
  items: readonly CartItem[];
  menu: PublishedMenu | undefined;
  /** The server's answer to recalculate-costs for these items (lines priced, costs). */
  priced: { items: readonly CartItem[]; costs: OrderCosts } | undefined;
  costsPending: boolean;
  costsError: string | null;
  /** Problems of lines by cart index, and of the whole order. */
  lineProblems: Readonly<Record<number, readonly string[]>>;
  orderProblems: readonly string[];
  timeZone: string;
  onEdit: (cartIndex: number) => void;
  onRemove: (cartIndex: number) => void;
  onQuantity: (cartIndex: number, quantity: number) => void;
  /** The submit button and what goes with it. */
  footer: ReactNode;
  /** Off inside the cart drawer, whose own title says "Cart". */
  withTitle?: boolean;
}

/** The cart: its lines, the server's pricing lines (subtotal … total) and the submit button. */
export function CartPanel(props: CartPanelProps) {
  const { items, menu, priced, lineProblems, orderProblems, timeZone } = props;
  const { t } = useTranslation();
  const units = items.length === 0 ? 0 : cartQuantity(items);

  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={props.withTitle === false ? undefined : 'cart-title'}
    >
      <Group justify={props.withTitle === false ? 'flex-end' : 'space-between'}>
        {props.withTitle !== false && (
          <Title order={2} size="h3" id="cart-title">
            {t('orders.cart.title')}
          </Title>
        )}
        <Text c="dimmed" size="sm">
          {t('orders.cart.count', { count: units })}
        </Text>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">{t('orders.cart.empty')}</Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} aria-label={t('orders.cart.lines')}>
          {items.map((line) => (
            <CartLine
              key={`${line.cartIndex}-${line.id}`}
              line={line}
              priced={priced?.items.find((candidate) => candidate.cartIndex === line.cartIndex)}
              menu={menu}
              problems={lineProblems[line.cartIndex] ?? []}
              timeZone={timeZone}
              onEdit={() => props.onEdit(line.cartIndex)}
              onRemove={() => props.onRemove(line.cartIndex)}
              onQuantity={(quantity) => props.onQuantity(line.cartIndex, quantity)}
            />
          ))}
        </Stack>
      )}
      {orderProblems.map((problem) => (
        <Text key={problem} size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ))}
      {items.length > 0 && (
        <div aria-busy={props.costsPending}>
          {props.costsError ? (
            <Text size="sm" c="red.8" role="alert">
              {props.costsError}
            </Text>
          ) : priced ? (
            <CostLines costs={priced.costs} />
          ) : (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('orders.cart.pricing')}
              </Text>
            </Group>
          )}
        </div>
      )}
      {props.footer}
    </Stack>
  );
}
