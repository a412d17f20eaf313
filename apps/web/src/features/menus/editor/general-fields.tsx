import { Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useMenuGroups } from '#shared/catalogue/get-menu-groups.ts';
import { DescriptionField, NameField } from '#shared/catalogue/name-description-fields.tsx';
import { MENU_TYPES, type MenuFormValues } from './menu-form-values.ts';

/** Name, description, type and menu group. */
export function GeneralFields({ storedType }: { storedType?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { control } = useFormContext<MenuFormValues>();
  const groups = useMenuGroups();
  const types: string[] = [...MENU_TYPES];
  if (storedType && !types.includes(storedType)) types.push(storedType);
  const typeLabel = (type: string) =>
    (MENU_TYPES as readonly string[]).includes(type)
      ? t(`menus.types.${type}` as 'menus.types.a-la-carte')
      : type;

  return (
    <Stack gap="md">
      <NameField control={control} autoFocus />
      <DescriptionField control={control} />
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
