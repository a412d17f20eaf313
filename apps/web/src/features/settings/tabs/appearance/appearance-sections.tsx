import type { ReactNode } from 'react';
import { Checkbox, ColorInput, Group, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import {
  browseStyles,
  cardStyles,
  DISPLAY_NAME_MAX_LENGTH,
  menuFontNames,
  menuFonts,
  menuLanguages,
  menuThemes,
  type Location,
} from '@app/domain';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '#i18n/translation-key.ts';
import { fontFamilyOf } from '#shared/branding/menu-fonts.ts';
import { ImageUploadField } from '#shared/catalogue/image-upload-field.tsx';
import type { AppearanceFormValues } from './appearance-form.ts';

type FormControl = Control<AppearanceFormValues, unknown, AppearanceFormValues>;

const SWATCHES = [
  '#0B7285',
  '#1864AB',
  '#5F3DC4',
  '#A61E4D',
  '#C92A2A',
  '#D9480F',
  '#2B8A3E',
  '#212529',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Radio buttons for one of a few values, labelled from `settingsAppearance.<group>.<value>`. */
function Choice<T extends string>(props: {
  control: FormControl;
  name: 'theme' | 'browse_style' | 'card_style' | 'primary_language';
  label: string;
  values: readonly T[];
  labels: string;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={props.label}
          description={props.description}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        >
          <Group gap="lg" mt={6}>
            {props.values.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`settingsAppearance.${props.labels}.${value}` as TranslationKey)}
              />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

export function IdentitySection(props: {
  control: FormControl;
  location: Location;
  image: string | null;
  onUpload: (file: Blob) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('settingsAppearance.identity')}>
      <Controller
        control={props.control}
        name="display_name"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('settingsAppearance.displayName')}
            description={t('settingsAppearance.displayNameHelp', { name: props.location.name })}
            placeholder={props.location.name}
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            error={fieldState.error?.message}
          />
        )}
      />
      <ImageUploadField
        label={t('settingsAppearance.image')}
        value={props.image}
        onUpload={props.onUpload}
      />
    </Section>
  );
}

export function ColoursSection({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  return (
    <Section title={t('settingsAppearance.colours')}>
      <Choice
        control={control}
        name="theme"
        label={t('settingsAppearance.theme')}
        values={menuThemes}
        labels="themes"
      />
      <Controller
        control={control}
        name="primary_color"
        render={({ field, fieldState }) => (
          <ColorInput
            label={t('settingsAppearance.primaryColor')}
            description={t('settingsAppearance.primaryColorHelp')}
            format="hex"
            swatches={SWATCHES}
            eyeDropperButtonProps={{ 'aria-label': t('settingsAppearance.eyeDropper') }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            error={fieldState.error?.message}
            maw={280}
          />
        )}
      />
    </Section>
  );
}

function FontSelect({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: 'fonts.heading' | 'fonts.body';
  label: string;
}) {
  const { t } = useTranslation();
  const data = menuFonts.map((font) => ({
    value: font,
    label: font === 'system' ? t('settingsAppearance.systemFont') : menuFontNames[font],
  }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={data}
          value={field.value}
          onChange={(value) => value && field.onChange(value)}
          allowDeselect={false}
          error={fieldState.error?.message}
          renderOption={({ option }) => (
            <span style={{ fontFamily: fontFamilyOf(option.value) }}>{option.label}</span>
          )}
          styles={{ input: { fontFamily: fontFamilyOf(field.value) } }}
          maw={280}
        />
      )}
    />
  );
}

export function FontsSection({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  return (
    <Section title={t('settingsAppearance.fonts')}>
      <Group align="flex-start" grow>
        <FontSelect
          control={control}
          name="fonts.heading"
          label={t('settingsAppearance.headingFont')}
        />
        <FontSelect control={control} name="fonts.body" label={t('settingsAppearance.bodyFont')} />
      </Group>
    </Section>
  );
}

export function LanguagesSection({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  return (
    <Section title={t('settingsAppearance.languages')}>
      <Controller
        control={control}
        name="menu_languages"
        // The primary language must stay among them: it is checked again with each change.
        rules={{ deps: 'primary_language' }}
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label={t('settingsAppearance.menuLanguages')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <Group gap="lg" mt={6}>
              {menuLanguages.map((language) => (
                <Checkbox
                  key={language}
                  value={language}
                  label={t(`settingsAppearance.languageNames.${language}`)}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Choice
        control={control}
        name="primary_language"
        label={t('settingsAppearance.primaryLanguage')}
        description={t('settingsAppearance.primaryLanguageHelp')}
        values={menuLanguages}
        labels="languageNames"
      />
    </Section>
  );
}

export function LayoutSection({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  return (
    <Section title={t('settingsAppearance.layout')}>
      <Choice
        control={control}
        name="browse_style"
        label={t('settingsAppearance.browseStyle')}
        values={browseStyles}
        labels="browseStyles"
      />
      <Choice
        control={control}
        name="card_style"
        label={t('settingsAppearance.cardStyle')}
        values={cardStyles}
        labels="cardStyles"
      />
    </Section>
  );
}
