import { Group, NumberInput, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import {
  ZOrderingParametersRequest,
  type OrderingParameters,
  type OrderingParametersRequest,
} from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { MoneyNumberInput } from '#shared/forms/money-number-input.tsx';
import { useLocalizedForm, type ValidationErrorMap } from '#shared/forms/use-localized-form.ts';
import { useSaveOrderingParameters } from './api/ordering-parameters-api.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { SwitchField } from './switch-field.tsx';
import { useSettingsFormDirty } from '../settings-dirty.tsx';
import { SaveRow } from '../save-row.tsx';

/** The form's values: the request, the French label always present as text. */
export function parametersToForm(saved: OrderingParameters): OrderingParametersRequest {
  const { end_of_school_year: _date, end_of_school_year_locked: _locked, ...fields } = saved;
  return {
    ...fields,
    service_charge_value: fields.service_charge_value ?? '',
    service_charge_label: fields.service_charge_label ?? '',
    localization: {
      fr: { service_charge_label: fields.localization.fr?.service_charge_label ?? '' },
    },
  };
}

const resolver = (error: ValidationErrorMap) =>
  zodResolver(ZOrderingParametersRequest, { error }) as unknown as Resolver<
    OrderingParametersRequest,
    unknown,
    OrderingParametersRequest
  >;

/** A whole number or nothing, as the limits are kept (null = no limit). */
const wholeOrNull = (value: string | number) => (value === '' ? null : Number(value));

interface Props {
  locationId: number;
  saved: OrderingParameters;
}

/**
 * The ordering parameters and the service charge: one `PUT` of the whole object, validated as
 * the user types by the rules the server applies.
 */
export function OrderingParametersForm({ locationId, saved }: Props) {
  const { t } = useTranslation();
  const save = useSaveOrderingParameters(locationId);
  const form = useLocalizedForm(resolver, {
    mode: 'onChange',
    defaultValues: parametersToForm(saved),
  });
  const { errors, isDirty } = form.formState;
  useSettingsFormDirty(isDirty);
  const chargeOn = form.watch('service_charge_enabled');

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(parametersToForm(answer));
        notifySuccess(t('settingsOperations.ordering.saved'));
      },
      onError: (error) => showServerFieldErrors(error, form.setError),
    }),
  );

  const limit = (
    name: 'max_items_per_order' | 'max_items_per_cart' | 'window_max_days',
    label: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          placeholder={t('settingsOperations.ordering.noLimit')}
          allowDecimal={false}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(wholeOrNull(value))}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="ordering-parameters-title"
    >
      <Title order={2} id="ordering-parameters-title" size="h4" mb="sm">
        {t('settingsOperations.ordering.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {limit('max_items_per_order', t('settingsOperations.ordering.maxItemsPerOrder'))}
        {limit('max_items_per_cart', t('settingsOperations.ordering.maxItemsPerCart'))}
        <Controller
          control={form.control}
          name="cutoff"
          render={({ field }) => (
            <Group grow align="flex-start">
              <Select
                label={t('settingsOperations.ordering.cutoffUnit')}
                allowDeselect={false}
                data={[
                  { value: 'none', label: t('settingsOperations.ordering.cutoffNone') },
                  { value: 'days', label: t('settingsOperations.ordering.cutoffDays') },
                  { value: 'hours', label: t('settingsOperations.ordering.cutoffHours') },
                ]}
                value={field.value?.unit ?? 'none'}
                onChange={(unit) =>
                  field.onChange(
                    unit === 'days' || unit === 'hours'
                      ? { value: field.value?.value ?? 1, unit }
                      : null,
                  )
                }
              />
              {field.value && (
                <NumberInput
                  label={t('settingsOperations.ordering.cutoffValue')}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value.value}
                  onChange={(value) =>
                    field.onChange({ ...field.value!, value: value === '' ? 0 : Number(value) })
                  }
                  error={errors.cutoff?.value?.message}
                />
              )}
            </Group>
          )}
        />
        {limit('window_max_days', t('settingsOperations.ordering.windowMaxDays'))}
        <Controller
          control={form.control}
          name="minimum_order_amount"
          render={({ field }) => (
            <MoneyNumberInput
              label={t('settingsOperations.ordering.minimumOrderAmount')}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              error={errors.minimum_order_amount?.message}
            />
          )}
        />
        <SwitchField
          control={form.control}
          name="exclude_weekends"
          label={t('settingsOperations.ordering.excludeWeekends')}
          mt="lg"
        />
      </SimpleGrid>

      <Title order={2} size="h4" mt="xl" mb="sm">
        {t('settingsOperations.serviceCharge.title')}
      </Title>
      <SwitchField
        control={form.control}
        name="service_charge_enabled"
        label={t('settingsOperations.serviceCharge.enabled')}
        mb="sm"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('settingsOperations.serviceCharge.value')}
          description={t('settingsOperations.serviceCharge.valueHint')}
          withAsterisk={chargeOn}
          error={errors.service_charge_value?.message}
          {...form.register('service_charge_value')}
        />
        <TextInput
          label={t('settingsOperations.serviceCharge.labelEn')}
          withAsterisk={chargeOn}
          error={errors.service_charge_label?.message}
          {...form.register('service_charge_label')}
        />
        <TextInput
          label={t('settingsOperations.serviceCharge.labelFr')}
          lang="fr"
          withAsterisk={chargeOn}
          error={errors.localization?.fr?.service_charge_label?.message}
          {...form.register('localization.fr.service_charge_label')}
        />
      </SimpleGrid>
      <SaveRow saving={save.isPending} dirty={isDirty} />
    </form>
  );
}
