import { Radio, Stack, Switch, Group } from '@mantine/core';
import { accessLevels } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MenuFormValues } from './menu-form-values.ts';

/** Sections on or off, member-only, and who may order (everyone, guests only, staff only). */
export function AccessFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<MenuFormValues>();
  return (
    <Stack gap="md">
      {(['allow_sections', 'member_only'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              label={t(`menus.editor.access.${name}`)}
              description={t(`menus.editor.access.${name}Help`)}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="access_level"
        render={({ field }) => (
          <Radio.Group
            label={t('menus.editor.access.access_level')}
            value={field.value}
            onChange={(value) => field.onChange(value)}
          >
            <Group gap="lg" mt={6}>
              {accessLevels.map((level) => (
                <Radio key={level} value={level} label={t(`menus.accessLevels.${level}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </Stack>
  );
}
