import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  allergenLabel,
  dietLabel,
  textIn,
  toCents,
  type Item,
  type PublicItemNow,
} from '@app/domain';
import { RichTextView } from '#shared/catalogue/rich-text-view.tsx';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

/**
 * What is said of an item under its name and price: sold out or not available now, calories, its
 * description, price options, allergens and diets.
 */
export function ItemDetails({
  item,
  state,
  menuOpen,
  timeZone,
}: {
  item: Item;
  state: PublicItemNow;
  menuOpen: boolean;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { locale, money } = useFormatters(timeZone);
  const description = textIn(item.description, item.localization, 'description', locale);
  // While the menu is closed it says so once, above its items.
  const unavailableNow = menuOpen && !state.available && !state.sold_out;
  const priceOptions = item.price_options.map((option) => ({
    name: textIn(option.name, option.localization, 'name', locale),
    price: money(toCents(option.price)),
  }));
  return (
    <>
      {(state.sold_out || unavailableNow || item.calories !== null) && (
        <Group gap="xs">
          {state.sold_out && (
            <Badge color="red.8" variant="filled">
              {t('publicMenu.soldOut')}
            </Badge>
          )}
          {unavailableNow && (
            <Badge color="var(--mantine-color-dimmed)" variant="outline">
              {t('publicMenu.notAvailableNow')}
            </Badge>
          )}
          {item.calories !== null && (
            <Text size="sm" c="dimmed">
              {t('publicMenu.calories', { count: item.calories })}
            </Text>
          )}
        </Group>
      )}
      {description && <RichTextView value={description} c="dimmed" fz="sm" />}
      {priceOptions.length > 0 && (
        <Text size="sm">
          {priceOptions
            .map((option) =>
              t('publicMenu.priceOption', { name: option.name, price: option.price }),
            )
            .join(' · ')}
        </Text>
      )}
      {item.allergens.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('publicMenu.contains', {
            list: item.allergens.map((allergen) => allergenLabel(allergen, locale)).join(', '),
          })}
        </Text>
      )}
      {item.diets.length > 0 && (
        <Group gap={6} component="ul" aria-label={t('publicMenu.diets')} p={0} m={0}>
          {item.diets.map((diet) => (
            <Badge
              key={diet}
              component="li"
              color="var(--menu-positive)"
              variant="outline"
              tt="none"
            >
              {dietLabel(diet, locale)}
            </Badge>
          ))}
        </Group>
      )}
    </>
  );
}
