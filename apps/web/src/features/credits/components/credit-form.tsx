import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CREDIT_NAME_MAX_LENGTH,
  CREDIT_NOTE_MAX_LENGTH,
  fromCents,
  toCents,
  toIsoDate,
  ZCreditSaveRequest,
  type Credit,
  type CreditSaveRequest,
} from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { MoneyNumberInput } from '#shared/forms/money-number-input.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';
import { useSaveCredit } from '../api/save-credit.ts';
import { CustomerPicker } from './customer-picker.tsx';

const dateFormats = { 'en-CA': 'YYYY/MM/DD', 'fr-CA': 'DD/MM/YYYY' } as const;

interface CreditFormProps {
  /** The credit edited, or null to give credit. */
  credit: Credit | null;
  timeZone: string;
  /** At a school: the latest expiry date (the end of the school year). */
  maxDate: string | null;
  onClose: () => void;
}

/**
 * "Give credit" (a customer, an amount, an expiry date) or a credit's edit (name, expiry date, a
 * change of balance up or down; the email stays). The domain's schema checks as you type; the
 * server's refusals (833 user not found, a balance below zero) are shown as it words them.
 */
export function CreditForm({ credit, timeZone, maxDate, onClose }: CreditFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatters(timeZone);
  const save = useSaveCredit();
  const form = useLocalizedForm<CreditSaveRequest>(
    (error) => zodResolver(ZCreditSaveRequest, { error }) as unknown as Resolver<CreditSaveRequest>,
    {
      mode: 'onTouched',
      defaultValues: credit
        ? {
            id: credit.id,
            email: credit.email,
            name: credit.name ?? '',
            amount: 0,
            expiry_date: credit.expiry_date,
            note: '',
          }
        : { email: '', amount: 0, expiry_date: null, note: '' },
    },
  );
  const { control, handleSubmit, formState, setError, register } = form;
  const change = form.watch('amount');
  const close = () => (formState.isDirty ? confirmDiscard(onClose) : onClose());
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ ...body, note: body.note || null });
      notifySuccess(t(credit ? 'credits.saved' : 'credits.granted'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, setError))
        notifyError(error instanceof Error ? error.message : String(error));
    }
  });

  const balanceAfter = credit
    ? fromCents(toCents(credit.balance) + toCents(Number(change) || 0))
    : 0;
  return (
    <Modal
      opened
      onClose={close}
      title={credit ? t('credits.form.editTitle', { address: credit.email }) : t('credits.give')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {credit ? (
            <>
              <TextInput
                label={t('credits.columns.email')}
                value={credit.email}
                readOnly
                description={t('credits.form.emailLocked')}
              />
              <TextInput
                label={t('credits.columns.name')}
                maxLength={CREDIT_NAME_MAX_LENGTH}
                error={formState.errors.name?.message}
                {...register('name')}
              />
            </>
          ) : (
            <Controller
              control={control}
              name="email"
              render={({ field, fieldState }) => (
                <CustomerPicker
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="amount"
            render={({ field, fieldState }) =>
              credit ? (
                <NumberInput
                  label={t('credits.form.change')}
                  description={t('credits.form.changeHint', {
                    balance: format.money(toCents(credit.balance)),
                    after: format.money(toCents(balanceAfter)),
                  })}
                  decimalScale={2}
                  hideControls
                  value={field.value}
                  onChange={(value) =>
                    field.onChange(typeof value === 'number' ? value : Number(value) || 0)
                  }
                  error={fieldState.error?.message}
                />
              ) : (
                <MoneyNumberInput
                  label={t('credits.form.amount')}
                  required
                  value={field.value === 0 ? '' : field.value}
                  onChange={(value) =>
                    field.onChange(typeof value === 'number' ? value : Number(value) || 0)
                  }
                  error={fieldState.error?.message}
                />
              )
            }
          />
          <Controller
            control={control}
            name="expiry_date"
            render={({ field, fieldState }) => (
              <DatePickerInput
                label={t('credits.columns.expiry')}
                description={
                  maxDate ? t('credits.form.expiryHintSchool') : t('credits.form.expiryHint')
                }
                clearable
                minDate={toIsoDate(new Date(), timeZone)}
                maxDate={maxDate ?? undefined}
                valueFormat={dateFormats[locale]}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? null)}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label={t('credits.form.note')}
            maxLength={CREDIT_NOTE_MAX_LENGTH}
            {...register('note')}
          />
          {credit && (
            <Text size="sm" c="dimmed">
              {t('credits.form.ledgerHint')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {credit ? t('actions.save') : t('credits.form.grant')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
