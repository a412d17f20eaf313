import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import {
  MAX_LINE_QUANTITY,
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

interface PreOrderLinesProps {
  lines: readonly CartItem[];
  menu: PublishedMenu | undefined;
  timeZone: string;
  /** Each line's total as the server priced it (dollars), when it has. */
  prices?: readonly (number | undefined)[];
  /** Without them the lines are read-only (a locked pre-order). */
  onQuantity?: (index: number, quantity: number) => void;
  onEdit?: (index: number) => void;
  onRemove?: (index: number) => void;
}

/**
 * The lines of a pre-order: item, options and quantity in the page's language (names from the
 * menu, else as the order kept them), each line's price as the server gave it, and — while it can
 * change — a quantity stepper, a change and a remove button per line.
 */
export function PreOrderLines(props: PreOrderLinesProps) {
  const { lines, menu, timeZone, prices, onQuantity, onEdit, onRemove } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const { money } = useFormatters(timeZone);
  const items = new Map(menu ? menuItems(menu).map((item) => [item.id, item]) : []);
  const groups = menu?.option_groups ?? [];
  const optionName = (groupId: number, valueId: number, kept: string | undefined) => {
    const value = groups
      .find((group) => group.id === groupId)
      ?.values.find((candidate) => candidate.id === valueId);
    return value ? localizedName(value, locale) : (kept ?? '');
  };

  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line, index) => {
        const item = items.get(line.id);
        const name = item ? localizedName(item, locale) : line.name;
        const options = line.orderOptions.map((option) => {
          const label = optionName(option.group_id, option.value_id, option.name);
          return option.quantity > 1 ? `${option.quantity} × ${label}` : label;
        });
        const price = prices?.[index];
        return (
          <li key={`${index}-${line.id}`} aria-label={name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={500}>
                  {onQuantity
                    ? name
                    : t('preOrders.cart.lineQuantity', { quantity: line.quantity, item: name })}
                </Text>
                {options.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {options.join(', ')}
                  </Text>
                )}
                {line.special_instructions && (
                  <Text size="sm" c="dimmed">
                    {line.special_instructions}
                  </Text>
                )}
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={500}>{price === undefined ? '…' : money(toCents(price))}</Text>
                {onQuantity && (
                  <Group gap={4} wrap="nowrap">
                    <QuantityStepper
                      value={line.quantity}
                      min={1}
                      max={MAX_LINE_QUANTITY}
                      onChange={(quantity) => onQuantity(index, quantity)}
                      label={t('preOrders.cart.quantityOf', { item: name })}
                    />
                    {onEdit && item && (
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={t('preOrders.cart.edit', { item: name })}
                        onClick={() => onEdit(index)}
                      >
                        <IconEdit size={18} aria-hidden />
                      </ActionIcon>
                    )}
                    {onRemove && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('preOrders.cart.remove', { item: name })}
                        onClick={() => onRemove(index)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                )}
              </Stack>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
