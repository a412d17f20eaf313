import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CATERING_NAME_MAX_LENGTH,
  formatPhoneNumber,
  locales,
  ZSuiteOwner,
  ZSuiteOwnerRequest,
  type SuiteOwner,
  type SuiteOwnerRequest,
  type SuiteOwnerRequestInput,
} from '@app/domain';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useSaveSetting } from '../api/settings-mutations.ts';
import { SettingDialog } from './setting-dialog.tsx';

interface SuiteOwnerDialogProps {
  /** The owner edited, or null for a new one. */
  owner: SuiteOwner | null;
  onClose: () => void;
}

type Values = { [Key in keyof Required<SuiteOwnerRequestInput>]: string };

function valuesOf(owner: SuiteOwner | null): Values {
  return {
    firstName: owner?.firstName ?? '',
    lastName: owner?.lastName ?? '',
    email: owner?.email ?? '',
    company_name: owner?.company_name ?? '',
    title: owner?.title ?? '',
    phone_number: owner?.phone_number ?? '',
    locale: owner?.locale ?? 'en-CA',
  };
}

/**
 * A suite owner's dialog: first and last name and email required; company, title and phone
 * optional, the phone formatted `999-999-9999` as it is typed; their language (their pre-order
 * emails and page), English unless chosen.
 */
export function SuiteOwnerDialog({ owner, onClose }: SuiteOwnerDialogProps) {
  const { t } = useTranslation();
  const save = useSaveSetting<SuiteOwnerRequest, SuiteOwner>('suite-owners', ZSuiteOwner);
  const form = useLocalizedForm<Values, SuiteOwnerRequest>(
    (error) =>
      zodResolver(ZSuiteOwnerRequest, { error }) as unknown as Resolver<
        Values,
        unknown,
        SuiteOwnerRequest
      >,
    { mode: 'onChange', defaultValues: valuesOf(owner) },
  );
  const { register, formState } = form;
  const { errors } = formState;
  const text = (name: Exclude<keyof Values, 'phone_number'>, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      maxLength={name === 'email' ? undefined : CATERING_NAME_MAX_LENGTH}
      type={name === 'email' ? 'email' : 'text'}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  return (
    <SettingDialog
      title={
        owner
          ? t('eventSettings.suiteOwners.edit', { name: owner.name })
          : t('eventSettings.suiteOwners.add')
      }
      form={form}
      save={(body) => save.mutateAsync({ id: owner?.id ?? null, body })}
      saving={save.isPending}
      savedMessage={t('eventSettings.suiteOwners.saved')}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('eventSettings.suiteOwners.fields.firstName')}
          required
          maxLength={CATERING_NAME_MAX_LENGTH}
          error={errors.firstName?.message}
          data-autofocus
          {...register('firstName')}
        />
        {text('lastName', t('eventSettings.suiteOwners.fields.lastName'), true)}
      </SimpleGrid>
      {text('email', t('eventSettings.suiteOwners.fields.email'), true)}
      {text('company_name', t('eventSettings.suiteOwners.fields.company'))}
      {text('title', t('eventSettings.suiteOwners.fields.title'))}
      <Controller
        control={form.control}
        name="phone_number"
        render={({ field, fieldState }) => (
          <TextInput
            label={t('eventSettings.suiteOwners.fields.phone')}
            type="tel"
            inputMode="tel"
            placeholder="999-999-9999"
            value={field.value}
            onChange={(event) => field.onChange(formatPhoneNumber(event.currentTarget.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="locale"
        render={({ field, fieldState }) => (
          <Select
            label={t('preOrders.ownerLanguage.label')}
            description={t('preOrders.ownerLanguage.description')}
            data={locales.map((value) => ({
              value,
              label: t(`preOrders.ownerLanguage.${value}`),
            }))}
            allowDeselect={false}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'en-CA')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </SettingDialog>
  );
}
