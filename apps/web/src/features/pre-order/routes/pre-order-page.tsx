import { useEffect } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePreOrderPage } from '../api/pre-order-api.ts';
import { PreOrderFacts } from '../components/pre-order-facts.tsx';
import { PreOrderForm } from '../components/pre-order-form.tsx';
import { PreOrderFrame } from '../components/pre-order-frame.tsx';
import { PreOrderSummary } from '../components/pre-order-summary.tsx';
import { usePreOrderLanguage } from '../hooks/use-pre-order-language.ts';
import { isClosedLink } from '../pre-order-error.ts';

/**
 * `/pre-order/{token}`: a suite owner's pre-order page, outside the staff app and without
 * sign-in — the signed link of their email is the key (docs/decisions/pre-orders.md). In the
 * owner's language unless the visitor switches. Until the lock period the owner orders from the
 * suite's menus (items, options, quantities), notes dietary needs and leaves a card; after it the
 * page shows the pre-order read-only. A link that expired or no longer opens anything says so.
 */
export function PreOrderPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const page = usePreOrderPage(token);
  const data = page.data;
  usePreOrderLanguage(data?.owner.locale);
  useEffect(() => {
    if (data) {
      document.title = t('preOrders.page.documentTitle', {
        suite: data.suite.name,
        event: data.event.title,
      });
    }
  }, [data, t]);

  if (page.isPending) {
    return (
      <PreOrderFrame heading={t('preOrders.page.heading')}>
        <Center py="xl">
          <Loader aria-label={t('preOrders.page.loading')} />
        </Center>
      </PreOrderFrame>
    );
  }
  if (page.isError || !data) {
    const closed = isClosedLink(page.error);
    return (
      <PreOrderFrame
        heading={closed ? t('preOrders.page.closedTitle') : t('preOrders.page.heading')}
      >
        <Stack align="flex-start">
          <Text role={closed ? undefined : 'alert'}>
            {closed ? t('preOrders.page.closedBody') : t('preOrders.page.loadFailed')}
          </Text>
          {!closed && (
            <Button variant="outline" onClick={() => void page.refetch()}>
              {t('preOrders.page.retry')}
            </Button>
          )}
        </Stack>
      </PreOrderFrame>
    );
  }
  return (
    <PreOrderFrame
      kicker={data.event.location_name}
      heading={t('preOrders.page.title', { suite: data.suite.name })}
    >
      <Stack gap="lg">
        <PreOrderFacts page={data} />
        {data.locked ? <PreOrderSummary page={data} /> : <PreOrderForm token={token} page={data} />}
      </Stack>
    </PreOrderFrame>
  );
}
