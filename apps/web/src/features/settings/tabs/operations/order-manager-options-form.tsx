import { SimpleGrid, Table, TagsInput, Text, Title } from '@mantine/core';
import { ZMenuManagerConfigUpdate, type Location, type MenuManagerConfig } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { useLocalizedForm, type ValidationErrorMap } from '#shared/forms/use-localized-form.ts';
import { useSaveLocationSettings } from './api/location-settings-api.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { SwitchField } from './switch-field.tsx';
import { useSettingsFormDirty } from '../settings-dirty.tsx';
import { SaveRow } from '../save-row.tsx';

const resolver = (error: ValidationErrorMap) =>
  zodResolver(ZMenuManagerConfigUpdate, { error }) as unknown as Resolver<
    MenuManagerConfig,
    unknown,
    MenuManagerConfig
  >;

const contactFields = ['name', 'email', 'phone_number'] as const;
const switches = [
  ['allow_order_manager_sound', 'sound'],
  ['allow_bulk_complete', 'bulkComplete'],
  ['allow_bulk_cancel', 'bulkCancel'],
  ['csv_import', 'csvImport'],
] as const;

interface Props {
  location: Location;
}

/**
 * The order manager's switches, the contact fields asked at checkout (each required and/or
 * hidden, never both) and the reporting categories: the location's `menu_manager_config`, saved
 * whole by `PUT /restaurants/{id}`.
 */
export function OrderManagerOptionsForm({ location }: Props) {
  const { t } = useTranslation();
  const save = useSaveLocationSettings(location.id);
  const form = useLocalizedForm(resolver, {
    mode: 'onChange',
    defaultValues: location.menu_manager_config,
  });
  const { errors, isDirty } = form.formState;
  useSettingsFormDirty(isDirty);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { menu_manager_config: values },
      {
        onSuccess: (answer) => {
          form.reset(answer.menu_manager_config);
          notifySuccess(t('settingsOperations.orderManager.saved'));
        },
        onError: (error) =>
          showServerFieldErrors(error, form.setError, (path) =>
            path.replace(/^menu_manager_config\./, ''),
          ),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Title order={2} size="h4" mb="sm">
        {t('settingsOperations.orderManager.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
        {switches.map(([name, label]) => (
          <SwitchField
            key={name}
            control={form.control}
            name={name}
            label={t(`settingsOperations.orderManager.${label}`)}
          />
        ))}
      </SimpleGrid>
      <Table withTableBorder maw={520} mb="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settingsOperations.orderManager.contactFields')}</Table.Th>
            <Table.Th>{t('settingsOperations.orderManager.required')}</Table.Th>
            <Table.Th>{t('settingsOperations.orderManager.hidden')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contactFields.map((field) => {
            const name = t(`settingsOperations.orderManager.fields.${field}`);
            const error = errors.contact_fields_config?.[field]?.hide?.message;
            return (
              <Table.Tr key={field}>
                <Table.Td>
                  {name}
                  {error && (
                    <Text c="red" size="xs" role="alert">
                      {error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <SwitchField
                    control={form.control}
                    name={`contact_fields_config.${field}.required`}
                    aria-label={t('settingsOperations.orderManager.requiredOf', { field: name })}
                  />
                </Table.Td>
                <Table.Td>
                  <SwitchField
                    control={form.control}
                    name={`contact_fields_config.${field}.hide`}
                    aria-label={t('settingsOperations.orderManager.hiddenOf', { field: name })}
                    error={Boolean(error)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Controller
        control={form.control}
        name="reporting_categories"
        render={({ field }) => (
          <TagsInput
            label={t('settingsOperations.orderManager.reportingCategories')}
            description={t('settingsOperations.orderManager.reportingCategoriesHint')}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <SaveRow saving={save.isPending} dirty={isDirty} />
    </form>
  );
}
