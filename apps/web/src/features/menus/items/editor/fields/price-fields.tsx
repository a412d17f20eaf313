import { Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { CATALOGUE_NAME_MAX_LENGTH, defaultPriceNameIn, storedDefaultPriceName } from '@app/domain';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContentLanguages } from '#shared/catalogue/content-languages.ts';
import { AddRowButton, RemoveRowButton } from '../row-buttons.tsx';
import type { ItemFormValues } from '../item-form-values.ts';
import { MoneyInput } from './money-input.tsx';

/**
 * Base price, the name of that price ("Regular", "Régulier") and the item's other named prices,
 * each name with its secondary-language version beside it (optional; left empty, it reads as its
 * placeholder says: the secondary language's default name, or the primary name).
 */
export function PriceFields() {
  const { t } = useTranslation();
  const { secondary } = useContentLanguages();
  const { register, control, formState } = useFormContext<ItemFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'price_options' });
  const errors = formState.errors;
  const defaultPriceName = useWatch({ control, name: 'default_price_name' });
  const secondaryDefaultPriceName = defaultPriceNameIn(
    { default_price_name: storedDefaultPriceName(defaultPriceName) },
    secondary,
  );
  const inSecondary = (label: string) => `${label} (${t(`catalogue.languageShort.${secondary}`)})`;

  return (
    <Fieldset legend={t('items.editor.groups.prices')}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <MoneyInput
            control={control}
            name="base_price"
            label={t('items.fields.basePrice')}
            error={errors.base_price?.message}
          />
          <TextInput
            label={t('items.fields.defaultPriceName')}
            description={t('items.fields.defaultPriceNameHint')}
            error={errors.default_price_name?.message}
            {...register('default_price_name')}
          />
          <TextInput
            lang={secondary}
            label={inSecondary(t('items.fields.defaultPriceName'))}
            placeholder={secondaryDefaultPriceName}
            {...register(`localization.${secondary}.default_price_name`)}
          />
        </Group>
        <Text size="sm" fw={500}>
          {t('items.fields.priceOptions')}
        </Text>
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('items.fields.noPriceOptions')}
          </Text>
        )}
        {fields.map((field, index) => {
          const rowErrors = errors.price_options?.[index];
          const position = { number: index + 1 };
          return (
            <Group key={field.id} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                style={{ flex: 2 }}
                label={t('items.fields.priceOptionName', position)}
                withAsterisk
                maxLength={CATALOGUE_NAME_MAX_LENGTH}
                error={rowErrors?.name?.message}
                {...register(`price_options.${index}.name`)}
              />
              <TextInput
                style={{ flex: 2 }}
                lang={secondary}
                label={inSecondary(t('items.fields.priceOptionName', position))}
                maxLength={CATALOGUE_NAME_MAX_LENGTH}
                error={rowErrors?.localization?.[secondary]?.name?.message}
                {...register(`price_options.${index}.localization.${secondary}.name`)}
              />
              <MoneyInput
                control={control}
                name={`price_options.${index}.price`}
                style={{ flex: 1 }}
                label={t('items.fields.priceOptionPrice', position)}
                error={rowErrors?.price?.message}
              />
              <TextInput
                style={{ flex: 1 }}
                label={t('items.fields.priceOptionCalories', position)}
                inputMode="numeric"
                error={rowErrors?.calories?.message}
                {...register(`price_options.${index}.calories`)}
              />
              <RemoveRowButton
                mt={28}
                label={t('items.fields.removePriceOption', position)}
                onClick={() => remove(index)}
              />
            </Group>
          );
        })}
        <AddRowButton
          onClick={() =>
            append({
              name: '',
              price: '',
              calories: '',
              localization: { [secondary]: { name: '' } },
            })
          }
        >
          {t('items.fields.addPriceOption')}
        </AddRowButton>
      </Stack>
    </Fieldset>
  );
}
