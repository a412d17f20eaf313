import { Fieldset, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddRowButton, RemoveRowButton } from '../row-buttons.tsx';
import type { ItemFormValues } from '../item-form-values.ts';

/** Calories, ingredients with their calories, what the item includes and its nutrition sheet. */
export function NutritionFields() {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<ItemFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const errors = formState.errors;

  return (
    <Fieldset legend={t('items.editor.groups.nutrition')}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('items.fields.calories')}
            inputMode="numeric"
            error={errors.calories?.message}
            {...register('calories')}
          />
          <TextInput
            label={t('items.fields.nutritionalSheetUrl')}
            type="url"
            placeholder="https://"
            error={errors.nutritional_sheet_url?.message}
            {...register('nutritional_sheet_url')}
          />
        </Group>
        <Textarea
          label={t('items.fields.includes')}
          minRows={2}
          error={errors.includes?.message}
          {...register('includes')}
        />
        <Text size="sm" fw={500}>
          {t('items.fields.ingredients')}
        </Text>
        {fields.map((field, index) => {
          const rowErrors = errors.ingredients?.[index];
          const position = { number: index + 1 };
          return (
            <Group key={field.id} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                style={{ flex: 3 }}
                label={t('items.fields.ingredientName', position)}
                withAsterisk
                error={rowErrors?.name?.message}
                {...register(`ingredients.${index}.name`)}
              />
              <TextInput
                style={{ flex: 1 }}
                label={t('items.fields.ingredientCalories', position)}
                inputMode="numeric"
                error={rowErrors?.calories?.message}
                {...register(`ingredients.${index}.calories`)}
              />
              <RemoveRowButton
                mt={28}
                label={t('items.fields.removeIngredient', position)}
                onClick={() => remove(index)}
              />
            </Group>
          );
        })}
        <AddRowButton onClick={() => append({ name: '', calories: '' })}>
          {t('items.fields.addIngredient')}
        </AddRowButton>
      </Stack>
    </Fieldset>
  );
}
