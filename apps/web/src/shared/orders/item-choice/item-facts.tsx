import { Image, Text } from '@mantine/core';
import { allergenLabel, type Item } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedText } from '#shared/catalogue/content-languages.ts';
import { RichTextView } from '#shared/catalogue/rich-text-view.tsx';

/** What the guest may ask about: the picture, the description and the allergens. */
export function ItemFacts({ item }: { item: Item }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const description = localizedText(item, 'description', locale);
  const allergens = item.allergens.map((allergen) => allergenLabel(allergen, locale));
  return (
    <>
      {item.image && <Image src={item.image} alt="" radius="md" mah={240} fit="cover" />}
      {description && <RichTextView value={description} />}
      {allergens.length > 0 && (
        <Text size="sm">{t('orders.viewer.allergens', { list: allergens.join(', ') })}</Text>
      )}
    </>
  );
}
