import { useState } from 'react';
import { Alert, Divider, Modal, Stack, Text } from '@mantine/core';
import type { CartItem, Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useOrderMoney } from '../api/get-order-money.ts';
import { useOrderActions } from '../hooks/use-order-actions.ts';
import { useOrderFormat } from '../hooks/use-order-format.ts';
import { OrderPrintButtons } from '../print/order-print-buttons.tsx';
import { CompleteDialog } from './complete-dialog.tsx';
import { CompletionNotice } from './completion-notice.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { DepositDialog } from './deposit-dialog.tsx';
import { OrderActionsBar, type OrderDialog } from './order-actions-bar.tsx';
import { OrderFulfilment } from './order-fulfilment.tsx';
import { OrderInvoices } from './order-invoices.tsx';
import { OrderItemsTable } from './order-items-table.tsx';
import { OrderMoney } from './order-money.tsx';
import { OrderOverview } from './order-overview.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderQuestions } from './order-questions.tsx';
import { OrderSchool, OrderSuite } from './order-school-suite.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { RemoveItemDialog } from './remove-item-dialog.tsx';

interface OrderModalProps {
  order: Order;
  onClose: () => void;
  /** The order as an action left it (the modal stays open on it). */
  onChanged: (order: Order) => void;
}

/** Everything of an order (spec part 2 §3 "Order as displayed") and what staff may do with it. */
export function OrderModal({ order, onClose, onChanged }: OrderModalProps) {
  const { t } = useTranslation();
  const actions = useOrderActions(order, onChanged);
  const money = useOrderMoney(order.id).data?.money ?? null;
  const format = useOrderFormat();
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const number = order.order_number ?? order.id;
  const closeDialog = () => setDialog(null);
  const after = (done: Promise<boolean>) =>
    void done.then((ok) => {
      if (ok) {
        closeDialog();
        setRemoving(null);
      }
    });
  const open = order.status === 'pending' || order.status === 'in_progress';

  return (
    <Modal opened onClose={onClose} size="xl" title={t('orderManager.modal.title', { number })}>
      <Stack gap="md">
        {order.reference && (
          <Text size="sm" c="dimmed">
            {t('orderManager.modal.reference', { reference: order.reference })}
          </Text>
        )}
        <OrderPrintButtons order={order} />
        <OrderActionsBar
          order={order}
          pending={actions.pending}
          onAccept={() => void actions.accept()}
          onComplete={() => void actions.complete()}
          onDialog={(next) => {
            actions.clearError();
            setDialog(next);
          }}
        />
        <CompletionNotice completion={actions.completion} />
        {actions.error && !dialog && !removing && !actions.choice && (
          <Alert color="red" role="alert" withCloseButton onClose={actions.clearError}>
            {actions.error}
          </Alert>
        )}
        <OrderOverview order={order} />
        <OrderFulfilment order={order} />
        <OrderSchool order={order} />
        <OrderSuite order={order} />
        <OrderQuestions order={order} />
        <Divider />
        <OrderItemsTable order={order} onRemove={open ? setRemoving : undefined} />
        <OrderPayment order={order} />
        <Divider />
        <OrderMoney orderId={order.id} />
        <OrderInvoices orderId={order.id} />
      </Stack>
      <CompleteDialog
        choice={actions.choice}
        error={actions.error}
        number={number}
        outstanding={money ? format.dollars(money.outstanding) : null}
        pending={actions.pending}
        onClose={actions.closeChoice}
        onComplete={(options) => void actions.complete(options)}
      />
      <DeclineDialog
        error={actions.error}
        number={number}
        opened={dialog === 'decline'}
        pending={actions.pending}
        onClose={closeDialog}
        onDecline={(reason) => after(actions.decline(reason))}
      />
      <RefundDialog
        error={actions.error}
        key={dialog ?? 'none'}
        order={order}
        opened={dialog === 'refund' || dialog === 'requestRefund'}
        request={dialog === 'requestRefund'}
        pending={actions.pending}
        refundable={money?.refundable ?? null}
        onClose={closeDialog}
        onRefund={(body) => after(actions.refund(body))}
      />
      <DepositDialog
        error={actions.error}
        number={number}
        opened={dialog === 'deposit'}
        pending={actions.pending}
        outstanding={money?.outstanding ?? null}
        onClose={closeDialog}
        onRequest={(body) => after(actions.requestDeposit(body))}
      />
      <RemoveItemDialog
        error={actions.error}
        number={number}
        item={removing}
        pending={actions.pending}
        onClose={() => setRemoving(null)}
        onRemove={(item) => after(actions.removeItem(item.cartIndex, item.name))}
      />
    </Modal>
  );
}
