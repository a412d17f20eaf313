import { Alert, Fieldset, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { HST_REBATE_THRESHOLD_CENTS, taxRebateEligibilities } from '@app/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import type { ItemFormValues } from '../item-form-values.ts';

/** Point-of-sale and accounting codes, the tax overwrite and the Ontario HST rebate setting. */
export function AccountingFields() {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { register, control, formState } = useFormContext<ItemFormValues>();
  const errors = formState.errors;

  return (
    <Fieldset legend={t('items.editor.groups.accounting')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('items.fields.sku')}
            error={errors.sku?.message}
            {...register('sku')}
          />
          <TextInput
            label={t('items.fields.recipeNumber')}
            error={errors.recipe_number?.message}
            {...register('recipe_number')}
          />
          <TextInput
            label={t('items.fields.category')}
            error={errors.category?.message}
            {...register('category')}
          />
          <TextInput
            label={t('items.fields.accountingCategory')}
            error={errors.accounting_category?.message}
            {...register('accounting_category')}
          />
          <TextInput
            label={t('items.fields.taxRate')}
            description={t('items.fields.taxRateHint')}
            placeholder={t('items.fields.taxRateDefault')}
            error={errors.tax_rate?.message}
            {...register('tax_rate')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="tax_rebate_eligibility"
          render={({ field }) => (
            <Radio.Group
              label={t('items.fields.hstRebate')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              <Stack gap={6} mt={6}>
                {taxRebateEligibilities.map((value) => (
                  <Radio key={value} value={value} label={t(`items.hstRebate.${value}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Alert variant="light" icon={<IconInfoCircle size={16} />} p="xs">
          {t('items.hstRebate.note', { amount: money(HST_REBATE_THRESHOLD_CENTS) })}
        </Alert>
      </Stack>
    </Fieldset>
  );
}
