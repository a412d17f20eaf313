import { useState } from 'react';
import { Button, Collapse, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { CATALOGUE_NAME_MAX_LENGTH } from '@app/domain';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContentLanguages } from './content-languages.ts';
import { RichTextField } from './rich-text-field.tsx';

/** A field of the secondary language: a known one, or any other with its own label. */
export type SecondaryField =
  'name' | 'description' | { key: string; label: string; kind?: 'text' | 'textarea' | 'rich' };

export interface SecondaryLanguageFieldsProps<
  T extends FieldValues,
  Output extends FieldValues = T,
> {
  /** The form's `control`; the values live at `localization.<secondary>.<field>`. */
  control: Control<T, unknown, Output>;
  fields: SecondaryField[];
  disabled?: boolean;
}

interface ResolvedField {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'rich';
}

/**
 * The optional secondary-language texts of a catalogue object, in a block that opens on demand
 * ("French version (optional)"), open from the start when a text is already set. Names are
 * plain text, descriptions rich text.
 */
export function SecondaryLanguageFields<T extends FieldValues, Output extends FieldValues = T>({
  control,
  fields,
  disabled,
}: SecondaryLanguageFieldsProps<T, Output>) {
  const { t } = useTranslation();
  const { secondary } = useContentLanguages();
  const values = useWatch({ control, name: `localization.${secondary}` as Path<T> }) as
    Record<string, unknown> | undefined;
  const hasText = Object.values(values ?? {}).some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  const [opened, setOpened] = useState(hasText);

  const resolved: ResolvedField[] = fields.map((field) => {
    if (field === 'name') return { key: 'name', label: t('catalogue.fields.name'), kind: 'text' };
    if (field === 'description') {
      return { key: 'description', label: t('catalogue.fields.description'), kind: 'rich' };
    }
    return { key: field.key, label: field.label, kind: field.kind ?? 'text' };
  });
  const title = t(`catalogue.secondaryLanguage.${secondary}`);
  const panelId = `secondary-language-${secondary}`;

  return (
    <Paper withBorder p="sm" radius="md">
      <Button
        variant="subtle"
        color="gray"
        px={4}
        leftSection={
          opened ? (
            <IconChevronDown size={16} aria-hidden />
          ) : (
            <IconChevronRight size={16} aria-hidden />
          )
        }
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((open) => !open)}
      >
        {title}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap="sm" pt="sm" lang={secondary}>
          {resolved.map((field) => (
            <Controller
              key={field.key}
              control={control}
              name={`localization.${secondary}.${field.key}` as Path<T>}
              render={({ field: input, fieldState }) => {
                const label = `${field.label} (${t(`catalogue.languageShort.${secondary}`)})`;
                const text = typeof input.value === 'string' ? input.value : '';
                if (field.kind === 'rich') {
                  return (
                    <RichTextField
                      label={label}
                      value={text}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={fieldState.error?.message}
                      disabled={disabled}
                    />
                  );
                }
                const Component = field.kind === 'textarea' ? Textarea : TextInput;
                return (
                  <Component
                    label={label}
                    value={text}
                    onChange={(event) => input.onChange(event.currentTarget.value)}
                    onBlur={input.onBlur}
                    ref={input.ref}
                    error={fieldState.error?.message}
                    maxLength={field.key === 'name' ? CATALOGUE_NAME_MAX_LENGTH : undefined}
                    disabled={disabled}
                  />
                );
              }}
            />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}
