import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { DeliverySettings } from '@app/domain';
import { IconPlus } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NullableNumberInput } from './nullable-number-input.tsx';
import { useContentLanguages } from '#shared/catalogue/content-languages.ts';
import { RemoveRowButton } from '../remove-row-button.tsx';

type FormControl = Control<DeliverySettings>;

/** Custom delivery: places, each with areas that are one label or a numbered range. */
export function CustomPlacesFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const places = useFieldArray({ control, name: 'custom' });
  const error = control.getFieldState('custom').error?.message;
  return (
    <Stack gap="sm">
      {places.fields.map((place, index) => (
        <PlaceFields
          key={place.id}
          control={control}
          index={index}
          onRemove={() => places.remove(index)}
        />
      ))}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => places.append({ location: '', localization: {}, areas: [] })}
        >
          {t('settingsFulfilment.custom.addPlace')}
        </Button>
      </Group>
    </Stack>
  );
}

function PlaceFields(props: { control: FormControl; index: number; onRemove: () => void }) {
  const { control, index } = props;
  const { t } = useTranslation();
  const { secondary } = useContentLanguages();
  const areas = useFieldArray({ control, name: `custom.${index}.areas` });
  const name = useWatch({ control, name: `custom.${index}.location` });
  const areasError = control.getFieldState(`custom.${index}.areas`).error?.message;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group align="flex-end">
          <Controller
            control={control}
            name={`custom.${index}.location`}
            render={({ field, fieldState }) => (
              <TextInput
                label={t('settingsFulfilment.custom.place')}
                withAsterisk
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`custom.${index}.localization.${secondary}.location`}
            render={({ field }) => (
              <TextInput
                label={t(`settingsFulfilment.inLanguage.${secondary}`)}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
              />
            )}
          />
          <RemoveRowButton
            label={t('settingsFulfilment.remove', { name })}
            onClick={props.onRemove}
          />
        </Group>
        {areas.fields.map((area, areaIndex) => (
          <AreaFields
            key={area.id}
            control={control}
            path={`custom.${index}.areas.${areaIndex}`}
            onRemove={() => areas.remove(areaIndex)}
          />
        ))}
        {areasError && (
          <Text size="xs" c="red">
            {areasError}
          </Text>
        )}
        <Group>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => areas.append({ name: '', localization: {}, range: null })}
          >
            {t('settingsFulfilment.custom.addArea')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type AreaPath = `custom.${number}.areas.${number}`;

function AreaFields(props: { control: FormControl; path: AreaPath; onRemove: () => void }) {
  const { control, path } = props;
  const { t } = useTranslation();
  const { secondary } = useContentLanguages();
  const range = useWatch({ control, name: `${path}.range` });
  const name = useWatch({ control, name: `${path}.name` });
  const boundary = (which: 'first' | 'last') => (
    <Controller
      control={control}
      name={`${path}.range.${which}`}
      render={({ field, fieldState }) => (
        <NullableNumberInput
          label={t(`settingsFulfilment.custom.${which}`)}
          allowDecimal={false}
          min={0}
          value={field.value ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
          w={110}
        />
      )}
    />
  );
  return (
    <Group align="flex-start" gap="xs" pl="md">
      <Controller
        control={control}
        name={`${path}.name`}
        render={({ field, fieldState }) => (
          <TextInput
            label={t('settingsFulfilment.custom.area')}
            withAsterisk
            {...field}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={`${path}.localization.${secondary}.name`}
        render={({ field }) => (
          <TextInput
            label={t(`settingsFulfilment.inLanguage.${secondary}`)}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.currentTarget.value)}
          />
        )}
      />
      <Controller
        control={control}
        name={`${path}.range`}
        render={({ field }) => (
          <Checkbox
            mt={32}
            label={t('settingsFulfilment.custom.numbered')}
            checked={field.value !== null}
            onChange={(event) =>
              field.onChange(event.currentTarget.checked ? { first: 1, last: 10 } : null)
            }
          />
        )}
      />
      {range && boundary('first')}
      {range && boundary('last')}
      <RemoveRowButton
        mt={28}
        label={t('settingsFulfilment.remove', { name })}
        onClick={props.onRemove}
      />
    </Group>
  );
}
