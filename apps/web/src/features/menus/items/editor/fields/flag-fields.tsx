import { Fieldset, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { autoRestockModes, isPerGuestItem, perGuestPriceType } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ItemFormValues } from '../item-form-values.ts';

const FLAGS = [
  'is_hidden',
  'sold_out',
  'featured_item',
  'upsell_item',
  'meal_package',
  'alcoholic_beverage',
] as const;

/** The on/off settings of the item and what happens to it when sold out. */
export function FlagFields() {
  const { t } = useTranslation();
  const { register, control } = useFormContext<ItemFormValues>();

  return (
    <Fieldset legend={t('items.editor.groups.flags')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FLAGS.map((flag) => (
            <Switch key={flag} label={t(`items.flags.${flag}`)} {...register(flag)} />
          ))}
          <Controller
            control={control}
            name="price_type"
            render={({ field }) => (
              <Switch
                label={t('items.flags.per_guest')}
                description={t('items.flags.perGuestHint')}
                checked={isPerGuestItem({ price_type: field.value })}
                onChange={(event) =>
                  field.onChange(perGuestPriceType(field.value, event.currentTarget.checked) ?? '')
                }
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="auto_restock"
          render={({ field }) => (
            <Select
              label={t('items.fields.autoRestock')}
              w={280}
              allowDeselect={false}
              data={autoRestockModes.map((mode) => ({
                value: mode,
                label: t(`items.autoRestock.${mode}`),
              }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
