import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { OrderInvoice } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#lib/api/api-download.ts';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { ApiError } from '#lib/api/api-error.ts';
import { notifyError } from '#lib/notify.ts';
import { downloadInvoice, useOrderInvoices } from '../api/order-invoices.ts';
import { useOrderFormat } from '../hooks/use-order-format.ts';

/**
 * The order's invoices (`GET /orders/{id}/invoices`): none expected, not ready (issued at
 * completion) or ready, each issued invoice with its PDF to download.
 */
export function OrderInvoices({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const invoices = useOrderInvoices(orderId);
  const download = useMutation({
    mutationFn: (invoice: OrderInvoice) => downloadInvoice(orderId, invoice.id),
    onSuccess: (file, invoice) => saveFile(file.blob, file.fileName ?? `${invoice.number}.pdf`),
    onError: (error) =>
      notifyError(error instanceof ApiError ? apiErrorText(error) : t('errors.somethingWentWrong')),
  });
  return (
    <Stack gap={4} component="section" aria-label={t('orderManager.invoices.title')}>
      <Title order={3} size="h5">
        {t('orderManager.invoices.title')}
      </Title>
      {invoices.isPending && <Loader size="sm" />}
      {invoices.isError && (
        <Text size="sm" c="red">
          {t('orderManager.invoices.loadError')}
        </Text>
      )}
      {invoices.data && (
        <>
          <Text size="sm" c="dimmed">
            {t(`orderManager.invoices.status.${invoices.data.status}`)}
          </Text>
          {invoices.data.invoices.map((invoice) => (
            <Group key={invoice.id} gap="sm">
              <Text size="sm">
                {t('orderManager.invoices.line', {
                  number: invoice.number,
                  amount: format.dollars(invoice.amount),
                  date: format.when(invoice.created_at),
                })}
                {invoice.emailed_to &&
                  ` · ${t('orderManager.invoices.emailedTo', { address: invoice.emailed_to })}`}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                loading={download.isPending && download.variables.id === invoice.id}
                onClick={() => download.mutate(invoice)}
              >
                {t('orderManager.invoices.download', { number: invoice.number })}
              </Button>
            </Group>
          ))}
        </>
      )}
    </Stack>
  );
}
