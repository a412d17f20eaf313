import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SUBSIDY_CODE_PREFIX_MAX_LENGTH,
  ZGenerateSubsidyCodesRequest,
  type GenerateSubsidyCodesRequestInput,
  type SubsidyCode,
} from '@app/domain';
import { notifyError } from '#lib/notify.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useGenerateSubsidyCodes } from '../api/subsidy-codes.ts';

interface GenerateCodesDialogProps {
  subsidyId: number;
  name: string;
  /** The codes just made (the code cards print them while the result shows). */
  onGenerated: (codes: SubsidyCode[]) => void;
  onClose: () => void;
}

/** How many codes (1–10,000) and an optional prefix; then how many were made, to print. */
export function GenerateCodesDialog(props: GenerateCodesDialogProps) {
  const { subsidyId, name, onGenerated, onClose } = props;
  const { t } = useTranslation();
  const generate = useGenerateSubsidyCodes(subsidyId);
  const [made, setMade] = useState<number | null>(null);
  const form = useLocalizedForm<GenerateSubsidyCodesRequestInput>(
    (error) =>
      zodResolver(ZGenerateSubsidyCodesRequest, {
        error,
      }),
    { mode: 'onChange', defaultValues: { amount: 10, prefix: '' } },
  );
  const { control, register, handleSubmit, formState, setError } = form;
  const submit = handleSubmit(async (body) => {
    try {
      const result = await generate.mutateAsync(body);
      onGenerated(result.codes);
      setMade(result.generated);
    } catch (error) {
      if (!showServerFieldErrors(error, setError))
        notifyError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('subsidies.generate.title', { name })}>
      {made !== null ? (
        <Stack>
          <Alert color="green">{t('subsidies.generate.done', { count: made })}</Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => window.print()}>
              {t('subsidies.generate.printThese')}
            </Button>
            <Button onClick={onClose}>{t('actions.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Controller
              control={control}
              name="amount"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('subsidies.generate.count')}
                  description={t('subsidies.generate.countHint')}
                  required
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(value) =>
                    field.onChange(typeof value === 'number' ? value : undefined)
                  }
                  error={fieldState.error?.message}
                  data-autofocus
                />
              )}
            />
            <TextInput
              label={t('subsidies.generate.prefix')}
              description={t('subsidies.generate.prefixHint')}
              maxLength={SUBSIDY_CODE_PREFIX_MAX_LENGTH}
              error={formState.errors.prefix?.message}
              {...register('prefix')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={generate.isPending}>
                {t('subsidies.generate.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
