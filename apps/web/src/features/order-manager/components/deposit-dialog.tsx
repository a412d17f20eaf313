import { useState } from 'react';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyNumberInput } from '#shared/forms/money-number-input.tsx';
import { useOrderFormat } from '../hooks/use-order-format.ts';
import { DialogFooter } from './dialog-footer.tsx';

interface DepositDialogProps {
  /** The server's refusal of the last attempt. */
  error: string | null;
  number: number;
  opened: boolean;
  pending: boolean;
  /** What the customer still owes (dollars), when known: the server refuses more (2501). */
  outstanding: number | null;
  onClose: () => void;
  onRequest: (body: { amount: number; note?: string }) => void;
}

/** Ask the customer for a deposit: an amount and an optional note. */
export function DepositDialog(props: DepositDialogProps) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const value = typeof amount === 'number' ? amount : Number.NaN;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('orderManager.deposit.title', { number: props.number })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (value > 0)
            props.onRequest({ amount: value, ...(note.trim() ? { note: note.trim() } : {}) });
        }}
      >
        <Stack>
          <MoneyNumberInput
            label={t('orderManager.deposit.amount')}
            required
            value={amount}
            onChange={setAmount}
            data-autofocus
          />
          {props.outstanding !== null && (
            <Text size="sm" c="dimmed">
              {t('orderManager.deposit.outstanding', { amount: format.dollars(props.outstanding) })}
            </Text>
          )}
          <Textarea
            label={t('orderManager.deposit.note')}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <DialogFooter
            error={props.error}
            cancelLabel={t('orderManager.deposit.cancel')}
            onCancel={props.onClose}
          >
            <Button type="submit" loading={props.pending} disabled={!(value > 0)}>
              {t('orderManager.deposit.submit')}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </Modal>
  );
}
