import { useState } from 'react';
import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from './dialog-footer.tsx';

interface DeclineDialogProps {
  /** The server's refusal of the last attempt. */
  error: string | null;
  number: number;
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}

/** Decline a pending order: a reason is required (it is kept with the order). */
export function DeclineDialog({
  error,
  number,
  opened,
  pending,
  onClose,
  onDecline,
}: DeclineDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={t('orderManager.decline.title', { number })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) onDecline(reason.trim());
        }}
      >
        <Stack>
          <Textarea
            label={t('orderManager.decline.reason')}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <DialogFooter
            error={error}
            cancelLabel={t('orderManager.decline.cancel')}
            onCancel={onClose}
          >
            <Button type="submit" color="red" loading={pending} disabled={!reason.trim()}>
              {t('orderManager.decline.submit')}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </Modal>
  );
}
