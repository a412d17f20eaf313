import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { MoneyNumberInput } from '#shared/forms/money-number-input.tsx';
import type { RefundBody } from '../api/order-actions.ts';
import { useOrderFormat } from '../hooks/use-order-format.ts';
import { RefundLinesField } from './refund-lines-field.tsx';
import { DialogFooter } from './dialog-footer.tsx';

type Mode = RefundBody['mode'];

interface RefundDialogProps {
  /** The server's refusal of the last attempt. */
  error: string | null;
  order: Order;
  opened: boolean;
  /** Records a refund request instead of refunding. */
  request: boolean;
  pending: boolean;
  /** What may still be refunded (dollars), when known. */
  refundable: number | null;
  onClose: () => void;
  onRefund: (body: Omit<RefundBody, 'orderId'>) => void;
}

/** Refund (or request a refund of) the whole order, an amount, or some item lines; with a reason. */
export function RefundDialog(props: RefundDialogProps) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const [mode, setMode] = useState<Mode>('full');
  const [amount, setAmount] = useState<number | string>('');
  const [lines, setLines] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const number = props.order.order_number ?? props.order.id;
  // Pay what you can: the amounts are private, so only a refund in full (server rule too).
  const fullOnly = props.order.data.costs.private === true;
  const chosen = Object.entries(lines)
    .filter(([, quantity]) => quantity > 0)
    .map(([cartIndex, quantity]) => ({ cartIndex: Number(cartIndex), quantity }));
  const ready =
    reason.trim() !== '' &&
    (mode === 'full' ||
      (mode === 'amount' && typeof amount === 'number' && amount > 0) ||
      (mode === 'lines' && chosen.length > 0));

  const submit = () => {
    const base = { mode, reason: reason.trim(), ...(props.request ? { request: true } : {}) };
    if (mode === 'amount') props.onRefund({ ...base, amount: Number(amount) });
    else if (mode === 'lines') props.onRefund({ ...base, lines: chosen });
    else props.onRefund(base);
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="lg"
      title={t(props.request ? 'orderManager.refund.requestTitle' : 'orderManager.refund.title', {
        number,
      })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) submit();
        }}
      >
        <Stack>
          <Radio.Group
            label={t('orderManager.refund.mode')}
            value={mode}
            onChange={(value) => setMode(value === 'amount' || value === 'lines' ? value : 'full')}
          >
            <Group mt={4}>
              <Radio value="full" label={t('orderManager.refund.full')} />
              <Radio value="amount" disabled={fullOnly} label={t('orderManager.refund.amount')} />
              <Radio value="lines" disabled={fullOnly} label={t('orderManager.refund.lines')} />
            </Group>
          </Radio.Group>
          {mode === 'full' && (
            <Text size="sm" c="dimmed">
              {t('orderManager.refund.fullHint')}
            </Text>
          )}
          {mode === 'amount' && (
            <MoneyNumberInput
              label={t('orderManager.refund.amountLabel')}
              required
              value={amount}
              onChange={setAmount}
            />
          )}
          {mode === 'lines' && (
            <RefundLinesField items={props.order.data.items} value={lines} onChange={setLines} />
          )}
          {fullOnly && (
            <Text size="sm" c="dimmed">
              {t('orderManager.money.private')}
            </Text>
          )}
          {props.refundable !== null && (
            <Text size="sm" c="dimmed">
              {t('orderManager.refund.refundable', { amount: format.dollars(props.refundable) })}
            </Text>
          )}
          <Textarea
            label={t('orderManager.refund.reason')}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <DialogFooter
            error={props.error}
            cancelLabel={t('orderManager.refund.cancel')}
            onCancel={props.onClose}
          >
            <Button type="submit" color="red" loading={props.pending} disabled={!ready}>
              {props.request
                ? t('orderManager.refund.submitRequest')
                : t('orderManager.refund.submit')}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </Modal>
  );
}
