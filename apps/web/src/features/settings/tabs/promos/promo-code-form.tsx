import { useEffect } from 'react';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  promoCodeRequestSchema,
  PROMO_NAME_MAX_LENGTH,
  type PromoCode,
  type PromoCodeRequest,
} from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';
import { useSavePromoCode } from './api/promo-codes.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';

interface PromoCodeFormProps {
  /** The code edited, or null for a new one. */
  code: PromoCode | null;
  /** Names of the location's other codes (the rule "a name once per location"). */
  otherNames: string[];
  onClose: () => void;
}

/**
 * A promo code's dialog: validated as you type by the domain's rules (the server checks them
 * again); the server's refusal of a field is shown on it. Closing with changes asks first.
 */
export function PromoCodeForm({ code, otherNames, onClose }: PromoCodeFormProps) {
  const { t } = useTranslation();
  const save = useSavePromoCode();
  const form = useLocalizedForm<PromoCodeRequest>(
    (error) =>
      zodResolver(promoCodeRequestSchema(otherNames), {
        error,
      }) as unknown as Resolver<PromoCodeRequest>,
    {
      mode: 'onChange',
      defaultValues: code
        ? { name: code.name, type: code.type, value: code.value, active: code.active }
        : { name: '', type: 'dollar', value: 0, active: true },
    },
  );
  const { register, control, handleSubmit, formState, setError } = form;
  const type = form.watch('type');
  useEffect(() => void form.setFocus('name'), [form]);

  const close = () => (formState.isDirty ? confirmDiscard(onClose) : onClose());
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: code?.id ?? null, body });
      notifySuccess(t('settingsPromos.saved'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, setError))
        notifyError(error instanceof Error ? error.message : String(error));
    }
  });

  const title = code ? t('settingsPromos.edit', { name: code.name }) : t('settingsPromos.add');
  return (
    <Modal opened onClose={close} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('settingsPromos.name')}
            required
            maxLength={PROMO_NAME_MAX_LENGTH}
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <SegmentedControl
                aria-label={t('settingsPromos.type')}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={[
                  { value: 'dollar', label: t('settingsPromos.dollar') },
                  { value: 'percentage', label: t('settingsPromos.percentage') },
                ]}
              />
            )}
          />
          <Controller
            control={control}
            name="value"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('settingsPromos.value')}
                required
                decimalScale={2}
                hideControls
                suffix={type === 'percentage' ? ' %' : undefined}
                prefix={type === 'dollar' ? '$' : undefined}
                value={field.value}
                onChange={(value) =>
                  field.onChange(typeof value === 'number' ? value : Number(value) || 0)
                }
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('settingsPromos.active')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
