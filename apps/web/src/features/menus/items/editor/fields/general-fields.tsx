import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { CATALOGUE_NAME_MAX_LENGTH } from '@app/domain';
import { IconSparkles } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '#shared/catalogue/image-upload-field.tsx';
import { RichTextField } from '#shared/catalogue/rich-text-field.tsx';
import { SecondaryLanguageFields } from '#shared/catalogue/secondary-language-fields.tsx';
import type { ItemFormValues } from '../item-form-values.ts';
import { useAutoDescription } from '../use-auto-description.ts';

export interface ItemImageControl {
  /** URL of the image shown (the stored one, or a preview of one waiting for the item). */
  value: string | null;
  onUpload: (file: Blob) => Promise<unknown>;
}

/** Name, description (with auto-generation), the secondary-language texts and the image. */
export function GeneralFields({ image }: { image: ItemImageControl }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<ItemFormValues>();
  const generate = useAutoDescription();

  return (
    <Fieldset legend={t('items.editor.groups.general')}>
      <Stack gap="sm">
        <TextInput
          label={t('items.fields.name')}
          withAsterisk
          maxLength={CATALOGUE_NAME_MAX_LENGTH}
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextField
              label={t('items.fields.description')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconSparkles size={14} />}
            onClick={generate}
          >
            {t('items.editor.autoDescription')}
          </Button>
        </Group>
        <SecondaryLanguageFields control={control} fields={['name', 'description']} />
        <ImageUploadField
          label={t('items.fields.image')}
          value={image.value}
          onUpload={image.onUpload}
        />
      </Stack>
    </Fieldset>
  );
}
