import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '#shared/catalogue/image-upload-field.tsx';
import { DescriptionField, NameField } from '#shared/catalogue/name-description-fields.tsx';
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
  const { control } = useFormContext<ItemFormValues>();
  const generate = useAutoDescription();

  return (
    <Fieldset legend={t('items.editor.groups.general')}>
      <Stack gap="sm">
        <NameField control={control} />
        <DescriptionField control={control} />
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
