import { Badge, Group } from '@mantine/core';
import { allergenLabel, dietLabel, type Item } from '@app/domain';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';

/** Sold out / hidden flags, then allergen and diet tags, on one line. */
export function ItemTags({ item }: { item: Item }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
      {item.sold_out && (
        <Badge size="sm" color="orange" variant="filled">
          {t('items.flags.soldOutBadge')}
        </Badge>
      )}
      {item.is_hidden && (
        <Badge size="sm" color="gray" variant="filled" leftSection={<IconEyeOff size={12} />}>
          {t('items.flags.hiddenBadge')}
        </Badge>
      )}
      {item.diets.map((diet) => (
        <Badge key={diet} size="sm" color="green" variant="light">
          {dietLabel(diet, locale)}
        </Badge>
      ))}
      {item.allergens.map((allergen) => (
        <Badge key={allergen} size="sm" color="grape" variant="outline">
          {allergenLabel(allergen, locale)}
        </Badge>
      ))}
    </Group>
  );
}
