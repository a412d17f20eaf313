import { describeItem, normalizeWholeNumber, type ContentLanguage, type Locale } from '@app/domain';
import { useFormContext } from 'react-hook-form';
import { useContentLanguages } from '#shared/catalogue/content-languages.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { i18n } from '#i18n/i18n.ts';
import type { ItemFormValues } from './item-form-values.ts';

const LOCALE_OF: Record<ContentLanguage, Locale> = { en: 'en-CA', fr: 'fr-CA' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * "Auto-generate" (spec part 1 §2): writes the description from the item's ingredients,
 * inclusions, sizes, calories, allergens and diets with the domain's `describeItem`, in the
 * primary language (the description field) and the secondary one (its translation).
 */
export function useAutoDescription() {
  const { getValues, setValue } = useFormContext<ItemFormValues>();
  const { primary, secondary } = useContentLanguages();
  return () => {
    const values = getValues();
    const item = {
      ingredients: values.ingredients,
      includes: values.includes,
      calories: normalizeWholeNumber(values.calories, null),
      allergens: values.allergens,
      diets: values.diets,
      price_options: values.price_options,
    };
    const paragraph = (language: ContentLanguage) => {
      const text = describeItem(item, LOCALE_OF[language]);
      return text ? `<p>${escapeHtml(text)}</p>` : '';
    };
    if (!describeItem(item, 'en-CA')) {
      notifyError(i18n.t('items.editor.autoDescriptionEmpty'));
      return;
    }
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('description', paragraph(primary), options);
    setValue(`localization.${secondary}.description`, paragraph(secondary), options);
    notifySuccess(i18n.t('items.editor.autoDescriptionDone'));
  };
}
