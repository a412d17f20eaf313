import { Button, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  customizeFlags,
  ZCustomizeLocationForm,
  type CustomizeLocationForm,
  type Location,
} from '@app/domain';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useSaveLocation } from '#shared/locations/save-location.ts';
import { showSaveError } from '../components/location-form-errors.ts';

const timeZones = Intl.supportedValuesOf('timeZone');

function formOf(location: Location): CustomizeLocationForm {
  return {
    name: location.name,
    slug: location.slug,
    timezone: location.timezone,
    hide_items_special_instructions: location.hide_items_special_instructions,
    hide_takeout_special_instructions: location.hide_takeout_special_instructions,
    holiday_hours: location.holiday_hours,
  };
}

/** `/customize`: the location as guests meet it and how they order (docs/decisions/settings.md). */
export function CustomizePage() {
  const location = useActiveLocation();
  return <CustomizeForm key={location.id} location={location} />;
}

function CustomizeForm({ location }: { location: Location }) {
  const { t } = useTranslation();
  const save = useSaveLocation(location.id);
  const form = useLocalizedForm((error) => zodResolver(ZCustomizeLocationForm, { error }), {
    defaultValues: formOf(location),
    mode: 'onChange',
  });
  const { errors, isDirty } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  useUnsavedChanges(isDirty);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(formOf(saved));
        notifySuccess(t('settingsShell.saved'));
      },
      onError: (error) => showSaveError(error, form.setError, t('settingsShell.saveFailed')),
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={560}>
        <Title order={1}>{t('settingsShell.links.customize')}</Title>
        <Text c="dimmed">{t('settingsShell.customize.intro')}</Text>
        <TextInput
          label={t('settingsShell.customize.name')}
          withAsterisk
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label={t('settingsShell.customize.slug')}
          description={t('settingsShell.customize.slugHelp', { slug })}
          withAsterisk
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <Controller
          control={form.control}
          name="timezone"
          render={({ field }) => (
            <Select
              label={t('settingsShell.customize.timezone')}
              data={timeZones}
              searchable
              allowDeselect={false}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              error={errors.timezone?.message}
            />
          )}
        />
        {customizeFlags.map((flag) => (
          <Switch key={flag} label={t(`locations.flags.${flag}`)} {...form.register(flag)} />
        ))}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
