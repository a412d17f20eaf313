import { Text } from '@mantine/core';
import { toCents, type Item } from '@app/domain';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

/** The item's price in CAD; with price options, each named price ("Regular $4.00 · Large $5.50"). */
export function ItemPriceText({ item }: { item: Item }) {
  const { money } = useFormatters();
  const base = money(toCents(item.base_price));
  if (item.price_options.length === 0) {
    return (
      <Text size="sm" fw={500}>
        {base}
      </Text>
    );
  }
  const prices = [
    `${item.default_price_name} ${base}`,
    ...item.price_options.map((option) => `${option.name} ${money(toCents(option.price))}`),
  ];
  return (
    <Text size="sm" fw={500} lineClamp={2} title={prices.join(' · ')}>
      {prices.join(' · ')}
    </Text>
  );
}
