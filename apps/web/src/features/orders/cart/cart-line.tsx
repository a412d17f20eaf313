import { ActionIcon, Group, List, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import {
  linePriceNameIn,
  menuItems,
  toCents,
  type CartItem,
  type PublishedMenu,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { QuantityStepper } from '#shared/orders/item-choice/quantity-stepper.tsx';

interface CartLineProps {
  line: CartItem;
  /** The server's pricing of this line (recalculate-costs), when it has answered. */
  priced: CartItem | undefined;
  menu: PublishedMenu | undefined;
  problems: readonly string[];
  timeZone: string;
  /** The most this line may hold without passing the cart's item limit. */
  maxQuantity: number;
  onEdit: () => void;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}

/** One cart line: item, price option, modifiers, instructions, line price, − qty +, edit, remove. */
export function CartLine({
  line,
  priced,
  menu,
  problems,
  timeZone,
  maxQuantity,
  onEdit,
  onRemove,
  onQuantity,
}: CartLineProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { money } = useFormatters(timeZone);
  const item = menu ? menuItems(menu).find((candidate) => candidate.id === line.id) : undefined;
  const name = item ? localizedName(item, locale) : line.name;
  const optionName = (groupId: number, valueId: number, fallback: string | undefined) => {
    const value = menu?.option_groups
      .find((group) => group.id === groupId)
      ?.values.find((candidate) => candidate.id === valueId);
    return value ? localizedName(value, locale) : (fallback ?? '');
  };
  // The server's price once it has priced this very line; until then the viewer's pricing.
  const samePricing = priced && priced.id === line.id && priced.quantity === line.quantity;
  const price = samePricing ? priced.orderPrice : line.orderPrice;

  return (
    <Stack
      gap={4}
      component="li"
      aria-label={name}
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          {line.price_option && (
            <Text size="sm" c="dimmed">
              {linePriceNameIn(item, line.price_option, locale)}
            </Text>
          )}
        </div>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {money(toCents(price))}
        </Text>
      </Group>
      {line.orderOptions.length > 0 && (
        <List size="sm" c="dimmed" listStyleType="none" spacing={0}>
          {line.orderOptions.map((option) => (
            <List.Item key={`${option.group_id}-${option.value_id}`}>
              {t('orders.cart.option', {
                quantity: option.quantity,
                name: optionName(option.group_id, option.value_id, option.name),
              })}
            </List.Item>
          ))}
        </List>
      )}
      {line.special_instructions && (
        <Text size="sm" fs="italic">
          {line.special_instructions}
        </Text>
      )}
      {problems.map((problem) => (
        <Text key={problem} size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ))}
      <Group justify="space-between" wrap="nowrap">
        <QuantityStepper
          value={line.quantity}
          min={1}
          max={maxQuantity}
          onChange={onQuantity}
          label={t('orders.viewer.quantityOf', { item: name })}
        />
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            size="xl"
            variant="default"
            aria-label={t('orders.cart.edit', { item: name })}
            onClick={onEdit}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            size="xl"
            variant="default"
            color="red"
            aria-label={t('orders.cart.remove', { item: name })}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Stack>
  );
}
