import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  provinces,
  taxLabels,
  taxPresetOf,
  ZTaxRatesRequest,
  type Location,
  type Province,
  type TaxRateInput,
  type TaxRateSetting,
} from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useSettingsFormDirty } from '../settings-dirty.tsx';
import { useSaveProvince, useSaveTaxRates, useTaxRates } from './api/business-settings.ts';
import { RemoveRowButton } from '../remove-row-button.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';

const ZForm = z.object({ rates: ZTaxRatesRequest });
type FormValues = z.infer<typeof ZForm>;

/** The location's province (saved on the location) and its tax rates with their effective dates. */
export function TaxRatesSection({ location }: { location: Location }) {
  const { data } = useTaxRates();
  // The form starts from the saved rates: a preset applied before they arrived would be wiped.
  if (!data) return null;
  return <TaxRatesForm location={location} saved={data} />;
}

function TaxRatesForm({ location, saved }: { location: Location; saved: TaxRateSetting[] }) {
  const { t } = useTranslation();
  const saveRates = useSaveTaxRates();
  const saveProvince = useSaveProvince(location.id);
  const [province, setProvince] = useState<Province>(location.province);
  const form = useLocalizedForm<FormValues>(
    (error) => zodResolver(ZForm, { error }) as unknown as Resolver<FormValues>,
    { mode: 'onChange', defaultValues: { rates: saved } },
  );
  const { control, register, handleSubmit, formState, reset, setError } = form;
  const rates = useFieldArray({ control, name: 'rates', keyName: 'key' });
  useEffect(() => {
    if (!formState.isDirty) reset({ rates: saved });
  }, [saved, formState.isDirty, reset]);
  useSettingsFormDirty(formState.isDirty || province !== location.province);

  const provinceName = (code: Province) => t(`settingsBusiness.provinces.${code}`);
  const applyPreset = () => {
    rates.replace(taxPresetOf(province));
    void form.trigger();
    notifySuccess(t('settingsBusiness.taxes.presetApplied', { province: provinceName(province) }));
  };
  const storeProvince = () =>
    saveProvince.mutateAsync(province).then(
      () => notifySuccess(t('settingsBusiness.taxes.provinceSaved')),
      (error: unknown) => notifyError(error instanceof Error ? error.message : String(error)),
    );
  const submit = handleSubmit(async ({ rates: list }) => {
    try {
      const saved = await saveRates.mutateAsync(list);
      reset({ rates: saved });
      notifySuccess(t('settingsBusiness.taxes.saved'));
    } catch (error) {
      showServerFieldErrors(error, setError, (field) =>
        field === '_' ? 'rates' : `rates.${field}`,
      );
      notifyError(error instanceof Error ? error.message : String(error));
    }
  });
  const listError = formState.errors.rates?.root?.message ?? formState.errors.rates?.message;
  const newRate: TaxRateInput = {
    code: '',
    label: null,
    value: 0,
    is_default: true,
    effective_from: null,
  };

  return (
    <Stack component="section" aria-labelledby="tax-rates-title">
      <Title order={2} size="h4" id="tax-rates-title">
        {t('settingsBusiness.taxes.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settingsBusiness.taxes.intro')}
      </Text>
      <Group align="flex-end">
        <Select
          label={t('settingsBusiness.taxes.province')}
          data={provinces.map((code) => ({ value: code, label: provinceName(code) }))}
          value={province}
          allowDeselect={false}
          onChange={(value) => value && setProvince(value)}
        />
        <Button
          variant="default"
          onClick={() => void storeProvince()}
          disabled={province === location.province}
        >
          {t('settingsBusiness.taxes.saveProvince')}
        </Button>
        <Button variant="light" onClick={applyPreset}>
          {t('settingsBusiness.taxes.preset', { province: provinceName(province) })}
        </Button>
      </Group>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {rates.fields.length === 0 ? (
            <Text>{t('settingsBusiness.taxes.empty')}</Text>
          ) : (
            <Table aria-label={t('settingsBusiness.taxes.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('settingsBusiness.taxes.code')}</Table.Th>
                  <Table.Th>{t('settingsBusiness.taxes.label')}</Table.Th>
                  <Table.Th>{t('settingsBusiness.taxes.value')}</Table.Th>
                  <Table.Th>{t('settingsBusiness.taxes.default')}</Table.Th>
                  <Table.Th>{t('settingsBusiness.taxes.effectiveFrom')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.fields.map((field, index) => {
                  const errors = formState.errors.rates?.[index];
                  return (
                    <Table.Tr key={field.key}>
                      <Table.Td>
                        <TextInput
                          aria-label={t('settingsBusiness.taxes.code')}
                          error={errors?.code?.message}
                          {...register(`rates.${index}.code`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={control}
                          name={`rates.${index}.label`}
                          render={({ field: label, fieldState }) => (
                            <Select
                              aria-label={t('settingsBusiness.taxes.label')}
                              data={taxLabels.map((value) => ({ value, label: value }))}
                              placeholder={t('settingsBusiness.taxes.noLabel')}
                              clearable
                              value={label.value}
                              onChange={(value) => label.onChange(value)}
                              error={fieldState.error?.message}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={control}
                          name={`rates.${index}.value`}
                          render={({ field: value, fieldState }) => (
                            <NumberInput
                              aria-label={t('settingsBusiness.taxes.value')}
                              decimalScale={3}
                              hideControls
                              value={value.value}
                              onChange={(next) =>
                                value.onChange(typeof next === 'number' ? next : Number(next) || 0)
                              }
                              error={fieldState.error?.message}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('settingsBusiness.taxes.default')}
                          {...register(`rates.${index}.is_default`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={control}
                          name={`rates.${index}.effective_from`}
                          render={({ field: from, fieldState }) => (
                            <TextInput
                              type="date"
                              aria-label={t('settingsBusiness.taxes.effectiveFrom')}
                              placeholder={t('settingsBusiness.taxes.always')}
                              value={from.value ?? ''}
                              onChange={(event) => from.onChange(event.currentTarget.value || null)}
                              error={fieldState.error?.message}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td>
                        <RemoveRowButton
                          label={t('settingsBusiness.taxes.remove', { code: field.code })}
                          onClick={() => rates.remove(index)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          {listError && <Alert color="red">{listError}</Alert>}
          <Group justify="space-between">
            <Button variant="default" onClick={() => rates.append(newRate)}>
              {t('settingsBusiness.taxes.add')}
            </Button>
            <Button type="submit" loading={saveRates.isPending} disabled={!formState.isDirty}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
