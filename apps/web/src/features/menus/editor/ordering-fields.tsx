import { Fieldset, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MenuFormValues } from './menu-form-values.ts';

type MinutesField =
  | 'estimated_prep_time'
  | 'last_call_time'
  | 'required_notice'
  | 'ordering_interval'
  | 'max_orders_per_interval';

function MinutesInput({ name, unit = true }: { name: MinutesField; unit?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<MenuFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t(`menus.editor.ordering.${name}`)}
          description={t(`menus.editor.ordering.${name}Help`)}
          rightSection={unit ? t('menus.editor.ordering.minutes') : undefined}
          rightSectionWidth={unit ? 48 : undefined}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function FlagSwitch({
  name,
  description,
}: {
  name: 'dine_in' | 'on_demand' | 'scheduled';
  description?: string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<MenuFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`menus.editor.ordering.${name}`)}
          description={description}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

/** How the menu can be ordered: dine-in, take-out on demand (ASAP) and scheduled take-out. */
export function OrderingFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<MenuFormValues>();
  const [onDemand, scheduled] = useWatch({ control, name: ['on_demand', 'scheduled'] });

  return (
    <Stack gap="md">
      <FlagSwitch name="dine_in" />
      <Fieldset legend={t('menus.editor.ordering.takeOut')} variant="filled">
        <Stack gap="md">
          <FlagSwitch name="on_demand" description={t('menus.editor.ordering.on_demandHelp')} />
          {onDemand && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <MinutesInput name="estimated_prep_time" />
              <MinutesInput name="last_call_time" />
            </SimpleGrid>
          )}
          <FlagSwitch name="scheduled" description={t('menus.editor.ordering.scheduledHelp')} />
          {scheduled && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <MinutesInput name="required_notice" />
              <MinutesInput name="ordering_interval" />
              <MinutesInput name="max_orders_per_interval" unit={false} />
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
