import { Alert } from '@mantine/core';
import type { OrderCompletion } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../hooks/use-order-format.ts';

/** What completing the order did about its balance (the answer's `completion`). */
export function CompletionNotice({ completion }: { completion: OrderCompletion | null }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  if (!completion || completion.method === 'none') return null;
  const amount = format.dollars(completion.amount);
  const { invoice } = completion;
  let text: string;
  if (invoice) {
    const sent = invoice.emailed_to
      ? t('orderManager.completion.invoiceEmailed', {
          number: invoice.number,
          address: invoice.emailed_to,
        })
      : t('orderManager.completion.invoiceIssued', { number: invoice.number });
    text = completion.card_failure ? `${t('orderManager.completion.cardRefused')} ${sent}` : sent;
  } else if (completion.method === 'payment_confirmed') {
    text = t('orderManager.completion.paymentConfirmed', { amount });
  } else {
    text = t('orderManager.completion.cardCharged', { amount });
  }
  return (
    <Alert color={completion.card_failure ? 'yellow' : 'green'} role="status">
      {text}
    </Alert>
  );
}
