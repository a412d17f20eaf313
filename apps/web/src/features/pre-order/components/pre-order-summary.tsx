import { Paper, Stack, Text, Title } from '@mantine/core';
import type { SuitePreOrderPage } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { CardOnFile } from '#shared/orders/card-form.tsx';
import { CostLines } from '#shared/orders/cost-lines.tsx';
import { PreOrderLines } from './pre-order-lines.tsx';

/**
 * The owner's pre-order once it can no longer change here (the lock period began): its lines,
 * the total as the order holds it, their dietary needs and the card it is held on — or that no
 * pre-order was made. Staff change it from now on.
 */
export function PreOrderSummary({ page }: { page: SuitePreOrderPage }) {
  const { t } = useTranslation();
  const saved = page.pre_order;
  const menu = page.menus.find((candidate) => candidate.id === saved?.menu_id);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pre-order-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="pre-order-summary-title">
          {t('preOrders.cart.title')}
        </Title>
        {!saved ? (
          <Text>{t('preOrders.summary.none')}</Text>
        ) : (
          <>
            <PreOrderLines
              lines={saved.items}
              menu={menu}
              timeZone={page.event.time_zone}
              prices={saved.items.map((line) => line.orderPrice)}
            />
            <CostLines costs={saved.costs} />
            {saved.notes && <Text>{t('preOrders.summary.notes', { notes: saved.notes })}</Text>}
            {saved.card && <CardOnFile card={saved.card} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
