import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';

interface SettingDialogProps<Input extends FieldValues, Output> {
  title: string;
  form: UseFormReturn<Input, unknown, Output>;
  save: (values: Output) => Promise<unknown>;
  saving: boolean;
  savedMessage: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The add/edit dialog of an event settings row: its fields, Cancel (asking first when something
 * was typed) and Save. The server's refusals go on their fields (a taken name on the name), any
 * other error in a toast.
 */
export function SettingDialog<Input extends FieldValues, Output>(
  props: SettingDialogProps<Input, Output>,
) {
  const { form, onClose } = props;
  const { t } = useTranslation();
  const close = () => (form.formState.isDirty ? confirmDiscard(onClose) : onClose());
  const submit = form.handleSubmit(async (values) => {
    try {
      await props.save(values);
      notifySuccess(props.savedMessage);
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError))
        notifyError(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <Modal opened onClose={close} title={props.title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={props.saving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
