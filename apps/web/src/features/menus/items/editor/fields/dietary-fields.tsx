import { Chip, Fieldset, Group, Input, Stack } from '@mantine/core';
import { allergenLabel, allergens, dietLabel, diets } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import type { ItemFormValues } from '../item-form-values.ts';

/** Allergen and diet tags as toggle chips, labelled in the interface language. */
export function DietaryFields() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { control } = useFormContext<ItemFormValues>();

  return (
    <Fieldset legend={t('items.editor.groups.dietary')}>
      <Stack gap="sm">
        <Controller
          control={control}
          name="allergens"
          render={({ field }) => (
            <Input.Wrapper
              label={t('items.fields.allergens')}
              labelElement="div"
              id="item-allergens"
            >
              <Chip.Group
                multiple
                value={field.value}
                onChange={(value) =>
                  field.onChange(allergens.filter((each) => value.includes(each)))
                }
              >
                <Group gap="xs" mt={4} role="group" aria-labelledby="item-allergens-label">
                  {allergens.map((allergen) => (
                    <Chip key={allergen} value={allergen} size="sm" color="grape">
                      {allergenLabel(allergen, locale)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          )}
        />
        <Controller
          control={control}
          name="diets"
          render={({ field }) => (
            <Input.Wrapper label={t('items.fields.diets')} labelElement="div" id="item-diets">
              <Chip.Group
                multiple
                value={field.value}
                onChange={(value) => field.onChange(diets.filter((each) => value.includes(each)))}
              >
                <Group gap="xs" mt={4} role="group" aria-labelledby="item-diets-label">
                  {diets.map((diet) => (
                    <Chip key={diet} value={diet} size="sm" color="green">
                      {dietLabel(diet, locale)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          )}
        />
      </Stack>
    </Fieldset>
  );
}
