import { TextInput } from '@mantine/core';
import { CATALOGUE_NAME_MAX_LENGTH } from '@app/domain';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextField } from './rich-text-field.tsx';

interface CatalogueFieldProps<T extends FieldValues, Output extends FieldValues> {
  /** The editor's form `control`; the value lives at `name` or `description`. */
  control: Control<T, unknown, Output>;
  /** Defaults to "Name" / "Description" in the interface language. */
  label?: string;
}

/** The required name of a catalogue object (menu, section, item, modifier group). */
export function NameField<T extends FieldValues, Output extends FieldValues = T>({
  control,
  label,
  autoFocus = false,
}: CatalogueFieldProps<T, Output> & {
  /** Focus it when the editor opens (Mantine's `data-autofocus`). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={'name' as Path<T>}
      render={({ field, fieldState }) => (
        <TextInput
          label={label ?? t('catalogue.fields.name')}
          withAsterisk
          maxLength={CATALOGUE_NAME_MAX_LENGTH}
          error={fieldState.error?.message}
          data-autofocus={autoFocus || undefined}
          {...field}
          value={field.value ?? ''}
        />
      )}
    />
  );
}

/** The rich-text description of a catalogue object. */
export function DescriptionField<T extends FieldValues, Output extends FieldValues = T>({
  control,
  label,
}: CatalogueFieldProps<T, Output>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={'description' as Path<T>}
      render={({ field, fieldState }) => (
        <RichTextField
          label={label ?? t('catalogue.fields.description')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
