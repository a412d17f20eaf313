import { Text } from '@mantine/core';
import { defaultPriceNameIn, priceOptionNameIn, toCents, type Item } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

/**
 * The item's price in CAD; with price options, each named price in the interface language
 * ("Regular $4.00 · Large $5.50", "Régulier 4,00 $ · Grand 5,50 $").
 */
export function ItemPriceText({ item }: { item: Item }) {
  const { money } = useFormatters();
  const locale = useLocale();
  const base = money(toCents(item.base_price));
  if (item.price_options.length === 0) {
    return (
      <Text size="sm" fw={500}>
        {base}
      </Text>
    );
  }
  const prices = [
    `${defaultPriceNameIn(item, locale)} ${base}`,
    ...item.price_options.map(
      (option) => `${priceOptionNameIn(option, locale)} ${money(toCents(option.price))}`,
    ),
  ];
  return (
    <Text size="sm" fw={500} lineClamp={2} title={prices.join(' · ')}>
      {prices.join(' · ')}
    </Text>
  );
}
