import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  allergenLabel,
  dietLabel,
  publicItemAt,
  textIn,
  toCents,
  type Item,
  type PublishedMenu,
} from '@app/domain';
import { RichTextView } from '#shared/catalogue/rich-text-view.tsx';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

export interface PublicMenuItemProps {
  item: Item;
  menu: PublishedMenu;
  now: number;
  timeZone: string;
  /** Heading level of the item's name (under its menu or section heading). */
  level: 3 | 4;
  /** Whether the item's menu is open now. */
  menuOpen: boolean;
}

/**
 * One item of the public menu: name, price (and price options) in the page's language, its
 * description, calories, allergens and diets, and whether it can be had now (sold out, or not
 * offered at this time by its price schedule while the menu is open).
 */
export function PublicMenuItem({
  item,
  menu,
  now,
  timeZone,
  level,
  menuOpen,
}: PublicMenuItemProps) {
  const { t } = useTranslation();
  const { locale, money } = useFormatters(timeZone);
  const state = publicItemAt(item, menu, now, timeZone);
  const name = textIn(item.name, item.localization, 'name', locale);
  const description = textIn(item.description, item.localization, 'description', locale);
  // While the menu is closed it says so once, above its items.
  const unavailableNow = menuOpen && !state.available && !state.sold_out;
  const price = (amount: number) => money(toCents(amount));
  const priceOptions = item.price_options.map((option) => ({
    name: textIn(option.name, option.localization, 'name', locale),
    price: price(option.price),
  }));
  return (
    <Stack gap={4} py="sm" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={level} size="h5" fw={600}>
          {name}
        </Title>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {price(state.price)}
        </Text>
      </Group>
      {(state.sold_out || unavailableNow || item.calories !== null) && (
        <Group gap="xs">
          {state.sold_out && (
            <Badge color="red.8" variant="filled">
              {t('publicMenu.soldOut')}
            </Badge>
          )}
          {unavailableNow && (
            <Badge color="gray.8" variant="outline">
              {t('publicMenu.notAvailableNow')}
            </Badge>
          )}
          {item.calories !== null && (
            <Text size="sm" c="gray.7">
              {t('publicMenu.calories', { count: item.calories })}
            </Text>
          )}
        </Group>
      )}
      {description && <RichTextView value={description} c="gray.8" fz="sm" />}
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
        <Text size="sm" c="gray.8">
          {t('publicMenu.contains', {
            list: item.allergens.map((allergen) => allergenLabel(allergen, locale)).join(', '),
          })}
        </Text>
      )}
      {item.diets.length > 0 && (
        <Group gap={6} component="ul" aria-label={t('publicMenu.diets')} p={0} m={0}>
          {item.diets.map((diet) => (
            <Badge key={diet} component="li" color="teal.9" variant="outline" tt="none">
              {dietLabel(diet, locale)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
