import { Button, Group, Text, Title } from '@mantine/core';
import type { OrderDraft, PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';

interface OrderSummaryProps {
  draft: OrderDraft;
  menu: PublishedMenu | undefined;
  onChangeDetails: () => void;
}

/** Above the items: the menu, the order type and table, and the way back to the details. */
export function OrderSummary({ draft, menu, onChangeDetails }: OrderSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const table = draft.data.config.tableInfo?.tableNum;
  const summary = [
    t(`orders.types.${draft.type}`),
    table ? t('orders.summary.table', { table }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={2} size="h3">
          {menu ? localizedName(menu, locale) : t('orders.menus.unavailable')}
        </Title>
        <Text c="dimmed" size="sm">
          {summary}
        </Text>
      </div>
      <Button variant="default" size="md" onClick={onChangeDetails}>
        {t('orders.details.change')}
      </Button>
    </Group>
  );
}
