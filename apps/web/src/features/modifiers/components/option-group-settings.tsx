import { Group, NumberInput, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { CATALOGUE_NAME_MAX_LENGTH, optionGroupTypes } from '@app/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OptionGroupFormValues } from '../option-group-form.ts';

/** The group's on/off settings, in the order they are shown. */
const switches = [
  { name: 'required', label: 'modifiers.fields.required' },
  { name: 'allow_multiple_selection', label: 'modifiers.fields.multiple' },
  { name: 'custom_quantities', label: 'modifiers.fields.customQuantities' },
] as const;

/**
 * The group's own settings: name, type, required / multiple / custom quantities, the selection
 * maximum and the SKU. `onLimitChange` runs when the maximum or single choice may lower options.
 */
export function OptionGroupSettings({ onLimitChange }: { onLimitChange: () => void }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<OptionGroupFormValues>();
  const { errors } = formState;
  const multiple = useWatch({ control, name: 'allow_multiple_selection' });
  return (
    <Stack gap="md">
      <TextInput
        label={t('modifiers.fields.name')}
        description={t('modifiers.fields.nameHelp')}
        withAsterisk
        data-autofocus
        maxLength={CATALOGUE_NAME_MAX_LENGTH}
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Radio.Group label={t('modifiers.fields.type')} {...field}>
            <Group mt={4}>
              {optionGroupTypes.map((type) => (
                <Radio key={type} value={type} label={t(`modifiers.types.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {switches.map(({ name, label }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Switch
                label={t(label)}
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.currentTarget.checked);
                  // Single choice allows one default only: the maximum applies at once.
                  if (name === 'allow_multiple_selection') onLimitChange();
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="limit"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('modifiers.fields.limit')}
              description={
                multiple ? t('modifiers.fields.limitHelp') : t('modifiers.fields.limitSingle')
              }
              placeholder={multiple ? t('modifiers.fields.noLimit') : '1'}
              disabled={!multiple}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              error={fieldState.error?.message}
              {...field}
              onBlur={() => {
                field.onBlur();
                onLimitChange();
              }}
            />
          )}
        />
        <TextInput
          label={t('modifiers.fields.sku')}
          error={errors.sku?.message}
          {...register('sku')}
        />
      </SimpleGrid>
    </Stack>
  );
}
