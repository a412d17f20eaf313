import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('orderManager.decline.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending} disabled={!reason.trim()}>
              {t('orderManager.decline.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
