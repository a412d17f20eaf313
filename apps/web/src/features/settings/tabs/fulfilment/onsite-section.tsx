import { useEffect } from 'react';
import { Button, Group, Paper, Stack, TagsInput, TextInput } from '@mantine/core';
import { ZOnsiteLocations } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContentLanguages } from '#shared/catalogue/content-languages.ts';
import { useLocalizedForm, type ValidationErrorMap } from '#shared/forms/use-localized-form.ts';
import { useOnsiteLocations, type OnsiteLocation } from './api/fulfilment-settings.ts';
import { saveSettingsForm } from './save-settings-form.ts';
import { useSettingsFormDirty } from '../settings-dirty.tsx';
import { RemoveRowButton } from '../remove-row-button.tsx';
import { SettingsListForm } from '../settings-list-form.tsx';

interface OnsiteForm {
  locations: OnsiteLocation[];
}
const resolver = (error: ValidationErrorMap) =>
  zodResolver(z.object({ locations: ZOnsiteLocations }), {
    error,
  }) as unknown as Resolver<OnsiteForm>;

/** On-site ordering locations with their areas and tables: the dine-in seating. */
export function OnsiteSection() {
  const { read } = useOnsiteLocations();
  if (!read.data) return null;
  return <OnsiteList locations={read.data} />;
}

function OnsiteList({ locations }: { locations: OnsiteLocation[] }) {
  const { t } = useTranslation();
  const { save } = useOnsiteLocations();
  const form = useLocalizedForm(resolver, { defaultValues: { locations }, mode: 'onChange' });
  const { control, formState } = form;
  const list = useFieldArray({ control, name: 'locations' });
  useSettingsFormDirty(formState.isDirty);
  useEffect(() => form.reset({ locations }), [form, locations]);

  const onSubmit = form.handleSubmit((values) =>
    saveSettingsForm({
      save: () => save.mutateAsync(values.locations),
      setError: form.setError,
      prefix: 'locations',
      onSaved: (saved) => form.reset({ locations: saved }),
    }),
  );

  return (
    <SettingsListForm
      title={t('settingsFulfilment.onsite.title')}
      titleId="onsite-title"
      empty={list.fields.length === 0 ? t('settingsFulfilment.onsite.empty') : null}
      addLabel={t('settingsFulfilment.onsite.add')}
      onAdd={() => list.append({ name: '', localization: {}, areas: [] })}
      onSubmit={(event) => void onSubmit(event)}
      dirty={formState.isDirty}
      saving={save.isPending}
    >
      {list.fields.map((field, index) => (
        <LocationFields
          key={field.id}
          control={control}
          index={index}
          onRemove={() => list.remove(index)}
        />
      ))}
    </SettingsListForm>
  );
}

function LocationFields(props: {
  control: Control<OnsiteForm>;
  index: number;
  onRemove: () => void;
}) {
  const { control, index } = props;
  const { t } = useTranslation();
  const { secondary } = useContentLanguages();
  const areas = useFieldArray({ control, name: `locations.${index}.areas` });
  const name = useWatch({ control, name: `locations.${index}.name` });
  const text = (
    path: `locations.${number}.name` | `locations.${number}.areas.${number}.name`,
    label: string,
  ) => (
    <Controller
      control={control}
      name={path}
      render={({ field, fieldState }) => (
        <TextInput label={label} withAsterisk {...field} error={fieldState.error?.message} />
      )}
    />
  );
  const secondaryText = (path: `locations.${number}` | `locations.${number}.areas.${number}`) => (
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
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group align="flex-end">
          {text(`locations.${index}.name`, t('settingsFulfilment.onsite.name'))}
          {secondaryText(`locations.${index}`)}
          <RemoveRowButton
            label={t('settingsFulfilment.remove', { name })}
            onClick={props.onRemove}
          />
        </Group>
        {areas.fields.map((area, areaIndex) => (
          <Group key={area.id} align="flex-start" gap="xs" pl="md">
            {text(
              `locations.${index}.areas.${areaIndex}.name`,
              t('settingsFulfilment.onsite.area'),
            )}
            {secondaryText(`locations.${index}.areas.${areaIndex}`)}
            <Controller
              control={control}
              name={`locations.${index}.areas.${areaIndex}.tables`}
              render={({ field, fieldState }) => (
                <TagsInput
                  label={t('settingsFulfilment.onsite.tables')}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  miw={240}
                />
              )}
            />
            <RemoveRowButton
              mt={28}
              label={t('settingsFulfilment.removeArea')}
              onClick={() => areas.remove(areaIndex)}
            />
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => areas.append({ name: '', tables: [], localization: {} })}
          >
            {t('settingsFulfilment.onsite.addArea')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
