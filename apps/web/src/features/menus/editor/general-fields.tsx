import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CATALOGUE_NAME_MAX_LENGTH } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useMenuGroups } from '#shared/catalogue/get-menu-groups.ts';
import { RichTextField } from '#shared/catalogue/rich-text-field.tsx';
import { MENU_TYPES, type MenuFormValues } from './menu-form-values.ts';

/** Name, description, type and menu group. */
export function GeneralFields({ storedType }: { storedType?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { control, register, formState } = useFormContext<MenuFormValues>();
  const groups = useMenuGroups();
  const types: string[] = [...MENU_TYPES];
  if (storedType && !types.includes(storedType)) types.push(storedType);
  const typeLabel = (type: string) =>
    (MENU_TYPES as readonly string[]).includes(type)
      ? t(`menus.types.${type}` as 'menus.types.a-la-carte')
      : type;

  return (
    <Stack gap="md">
      <TextInput
        label={t('menus.editor.name')}
        withAsterisk
        maxLength={CATALOGUE_NAME_MAX_LENGTH}
        error={formState.errors.name?.message}
        data-autofocus
        {...register('name')}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextField
            label={t('menus.editor.description')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label={t('menus.editor.type')}
              data={types.map((type) => ({ value: type, label: typeLabel(type) }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'a-la-carte')}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="menu_group_id"
          render={({ field }) => (
            <Select
              label={t('menus.editor.menuGroup')}
              placeholder={t('menus.editor.noMenuGroup')}
              data={(groups.data ?? []).map((group) => ({
                value: String(group.id),
                label: localizedName(group, locale),
              }))}
              value={field.value === '' ? null : field.value}
              onChange={(value) => field.onChange(value ?? '')}
              clearable
              nothingFoundMessage={t('menus.editor.noMenuGroups')}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
