import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  SUBSIDY_ACCOUNT_NAME_MAX_LENGTH,
  ZUpdateSubsidyCodeRequest,
  type SubsidyCode,
  type UpdateSubsidyCodeRequestInput,
} from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';
import { useUpdateSubsidyCode } from '../api/subsidy-codes.ts';

interface CodeHolderFormProps {
  subsidyId: number;
  code: SubsidyCode;
  onClose: () => void;
}

/** Who holds a code: account name and email (both optional); the status is kept. */
export function CodeHolderForm({ subsidyId, code, onClose }: CodeHolderFormProps) {
  const { t } = useTranslation();
  const update = useUpdateSubsidyCode(subsidyId);
  const form = useLocalizedForm<UpdateSubsidyCodeRequestInput>(
    (error) =>
      zodResolver(ZUpdateSubsidyCodeRequest, {
        error,
      }),
    {
      mode: 'onChange',
      defaultValues: {
        status: code.status,
        account_name: code.account_name ?? '',
        email: code.email ?? '',
      },
    },
  );
  const { register, handleSubmit, formState, setError } = form;
  const close = () => (formState.isDirty ? confirmDiscard(onClose) : onClose());
  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: code.id, body });
      notifySuccess(t('subsidies.codes.saved'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, setError))
        notifyError(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <Modal opened onClose={close} title={t('subsidies.codes.holderTitle', { code: code.code })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('subsidies.codes.columns.accountName')}
            maxLength={SUBSIDY_ACCOUNT_NAME_MAX_LENGTH}
            error={formState.errors.account_name?.message}
            data-autofocus
            {...register('account_name')}
          />
          <TextInput
            type="email"
            label={t('subsidies.codes.columns.email')}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
