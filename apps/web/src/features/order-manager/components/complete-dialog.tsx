import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompleteOptions } from '../api/order-actions.ts';
import type { CompleteChoice } from '../hooks/use-order-actions.ts';
import { DialogFooter } from './dialog-footer.tsx';

interface CompleteDialogProps {
  /** What the server asked for (null: closed). */
  choice: CompleteChoice | null;
  /** The server's refusal of the last attempt (e.g. 2305: the card was refused). */
  error: string | null;
  number: number;
  /** The balance to settle, when known. */
  outstanding: string | null;
  pending: boolean;
  onClose: () => void;
  onComplete: (options: CompleteOptions) => void;
}

/**
 * Completing an order with a balance (docs/api.md "Completing an order"): a cost-centre or
 * purchase-order order is completed once staff confirm the payment was received; a pre-order is
 * completed by sending an invoice or charging the card on file.
 */
export function CompleteDialog(props: CompleteDialogProps) {
  const { t } = useTranslation();
  const { choice, error, number, outstanding, pending, onClose, onComplete } = props;
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={t('orderManager.complete.title', { number })}
    >
      <Stack>
        <Text size="sm">
          {choice === 'confirmPayment'
            ? t('orderManager.complete.confirmPaymentHint')
            : t('orderManager.complete.completeWithHint')}
        </Text>
        {outstanding && (
          <Text size="sm" fw={600}>
            {t('orderManager.complete.balance', { amount: outstanding })}
          </Text>
        )}
        <DialogFooter
          error={error}
          cancelLabel={t('orderManager.complete.cancel')}
          onCancel={onClose}
        >
          {choice === 'confirmPayment' ? (
            <Button
              color="green"
              loading={pending}
              onClick={() => onComplete({ confirmPayment: true })}
            >
              {t('orderManager.complete.paymentReceived')}
            </Button>
          ) : (
            <>
              <Button
                variant="light"
                loading={pending}
                onClick={() => onComplete({ completeWith: 'card' })}
              >
                {t('orderManager.complete.chargeCard')}
              </Button>
              <Button
                color="green"
                loading={pending}
                onClick={() => onComplete({ completeWith: 'invoice' })}
              >
                {t('orderManager.complete.sendInvoice')}
              </Button>
            </>
          )}
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
