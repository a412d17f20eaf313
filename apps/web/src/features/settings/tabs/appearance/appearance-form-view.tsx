import { useState } from 'react';
import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import type { BrandingSettings, Location } from '@app/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useSettingsFormDirty } from '../settings-dirty.tsx';
import { useSaveBranding } from './api/save-branding.ts';
import { useUploadLocationImage } from './api/upload-location-image.ts';
import { appearanceResolver, type AppearanceFormValues } from './appearance-form.ts';
import { AppearancePreview } from './appearance-preview.tsx';
import {
  ColoursSection,
  FontsSection,
  IdentitySection,
  LanguagesSection,
  LayoutSection,
} from './appearance-sections.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';

/**
 * The appearance form: validated as it is typed by the schema the server applies, saved whole
 * (all or nothing), with a warning before leaving unsaved changes. The image is the location's
 * own and is saved as soon as it is cropped (its own call).
 */
export function AppearanceForm({
  location,
  saved,
}: {
  location: Location;
  saved: BrandingSettings;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState(location.image);
  const uploadImage = useUploadLocationImage(location.id);
  const save = useSaveBranding(location.id);
  const form = useLocalizedForm(appearanceResolver, { defaultValues: saved, mode: 'onChange' });
  const { control, formState } = form;
  useSettingsFormDirty(formState.isDirty);
  const values = useWatch({ control }) as AppearanceFormValues;

  const onUpload = async (file: Blob) => {
    const updated = await uploadImage(file);
    setImage(updated.image);
    notifySuccess(t('settingsAppearance.imageSaved'));
  };

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const result = await save.mutateAsync(request);
      form.reset(result);
      notifySuccess(t('settingsAppearance.saved'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      showServerFieldErrors(error, form.setError);
      notifyError(error.serverMessage);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('settingsAppearance.title')}
    >
      <Stack gap="lg">
        <Text c="dimmed">{t('settingsAppearance.intro')}</Text>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xl">
              <IdentitySection
                control={control}
                location={location}
                image={image}
                onUpload={onUpload}
              />
              <ColoursSection control={control} />
              <FontsSection control={control} />
              <LanguagesSection control={control} />
              <LayoutSection control={control} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <AppearancePreview values={values} locationName={location.name} image={image} />
          </Grid.Col>
        </Grid>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
            {t('settingsAppearance.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
