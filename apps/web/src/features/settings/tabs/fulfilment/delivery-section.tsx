import { useEffect } from 'react';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ZDeliverySettingsRequest,
  deliveryCountries,
  deliveryTypes,
  type DeliverySettings,
} from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NullableNumberInput } from './nullable-number-input.tsx';
import { useLocalizedForm, type ValidationErrorMap } from '#shared/forms/use-localized-form.ts';
import { useDeliverySettings } from './api/fulfilment-settings.ts';
import { CustomPlacesFields } from './custom-places-fields.tsx';
import { OriginField } from './origin-field.tsx';
import { saveSettingsForm } from './save-settings-form.ts';
import { useSettingsFormDirty } from '../settings-dirty.tsx';

const resolver = (error: ValidationErrorMap) =>
  zodResolver(ZDeliverySettingsRequest, { error }) as unknown as Resolver<DeliverySettings>;

/** The form's values: a stadium's lists start empty rather than missing. */
/** The form of saved settings; a location that never chose a country delivers in Canada. */
function formValuesOf(settings: DeliverySettings): DeliverySettings {
  return {
    ...settings,
    country: settings.country ?? 'CA',
    stadium: settings.stadium ?? { sections: [], rows: [], seats: [] },
  };
}

/** The delivery settings: on/off, charge, type and the chosen type's settings. */
export function DeliverySection() {
  const { read } = useDeliverySettings();
  if (!read.data) return null;
  return <DeliveryForm settings={read.data} />;
}

function DeliveryForm({ settings }: { settings: DeliverySettings }) {
  const { t } = useTranslation();
  const { save } = useDeliverySettings();
  const form = useLocalizedForm(resolver, {
    defaultValues: formValuesOf(settings),
    mode: 'onChange',
  });
  const { control, formState, setValue } = form;
  const type = useWatch({ control, name: 'type' });
  const [address, latitude] = useWatch({ control, name: ['address', 'latitude'] });
  useSettingsFormDirty(formState.isDirty);
  useEffect(() => form.reset(formValuesOf(settings)), [form, settings]);

  const onSubmit = form.handleSubmit((values) =>
    saveSettingsForm({
      save: () => save.mutateAsync(values),
      setError: form.setError,
      onSaved: (saved) => form.reset(formValuesOf(saved)),
    }),
  );
  const lines = (list: 'sections' | 'rows' | 'seats') => (
    <Controller
      control={control}
      name={`stadium.${list}`}
      render={({ field, fieldState }) => (
        <TagsInput
          label={t(`settingsFulfilment.delivery.${list}`)}
          value={field.value ?? []}
          onChange={(value) => field.onChange(value)}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="delivery-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="delivery-title">
          {t('settingsFulfilment.delivery.title')}
        </Title>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label={t('settingsFulfilment.delivery.enabled')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="charge"
          render={({ field, fieldState }) => (
            <TextInput
              label={t('settingsFulfilment.delivery.charge')}
              description={t('settingsFulfilment.delivery.chargeHint')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              error={fieldState.error?.message}
              maw={240}
            />
          )}
        />
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label={t('settingsFulfilment.delivery.type')}
              data={deliveryTypes.map((value) => ({
                value,
                label: t(`settingsFulfilment.delivery.types.${value}`),
              }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
              maw={320}
            />
          )}
        />
        {type === 'address' && (
          <Stack gap="sm">
            <Controller
              control={control}
              name="country"
              render={({ field, fieldState }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="delivery-country">
                    {t('settingsFulfilment.delivery.country')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="delivery-country"
                    data={deliveryCountries.map((value) => ({
                      value,
                      label: t(`settingsFulfilment.delivery.countries.${value}`),
                    }))}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value)}
                    w="fit-content"
                  />
                  {fieldState.error && (
                    <Text size="xs" c="red">
                      {fieldState.error.message}
                    </Text>
                  )}
                </Stack>
              )}
            />
            <OriginField
              label={address ?? ''}
              picked={latitude !== null}
              error={formState.errors.address?.message}
              onPick={(picked) => {
                const options = { shouldDirty: true, shouldValidate: true };
                setValue('latitude', picked?.latitude ?? null, options);
                setValue('longitude', picked?.longitude ?? null, options);
                setValue('address', picked?.label ?? null, options);
              }}
            />
            <Controller
              control={control}
              name="radius_km"
              render={({ field, fieldState }) => (
                <NullableNumberInput
                  label={t('settingsFulfilment.delivery.radius')}
                  withAsterisk
                  min={0}
                  decimalScale={2}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  maw={200}
                />
              )}
            />
          </Stack>
        )}
        {type === 'stadium' && (
          <Stack gap="sm">
            {lines('sections')}
            {lines('rows')}
            {lines('seats')}
          </Stack>
        )}
        {type === 'custom' && <CustomPlacesFields control={control} />}
        {type === 'school' && (
          <Text size="sm" c="dimmed">
            {t('settingsFulfilment.delivery.schoolHint')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
            {t('settingsFulfilment.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
