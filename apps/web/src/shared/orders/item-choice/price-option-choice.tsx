import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { defaultPriceNameIn, priceOptionNameIn, toCents, type Item } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';

interface PriceOptionChoiceProps {
  item: Item;
  /** The chosen price option's primary name; null = the regular price. */
  value: string | null;
  onChange: (priceOption: string | null) => void;
  money: (cents: number) => string;
}

const REGULAR = '';

/** The item's regular price and its price options (sizes…), one to choose, with their prices. */
export function PriceOptionChoice({ item, value, onChange, money }: PriceOptionChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = [
    { value: REGULAR, label: defaultPriceNameIn(item, locale), price: item.base_price },
    ...item.price_options.map((option) => ({
      // The value stays the primary name: the cart line and the server read it.
      value: option.name,
      label: priceOptionNameIn(option, locale),
      price: option.price,
    })),
  ];
  return (
    <Radio.Group
      label={t('orders.viewer.priceOption')}
      value={value ?? REGULAR}
      onChange={(next) => onChange(next === REGULAR ? null : next)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} p="sm" mih={48}>
            <Group wrap="nowrap" justify="space-between">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text fw={500}>{option.label}</Text>
              </Group>
              <Text size="sm">{money(toCents(option.price))}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
