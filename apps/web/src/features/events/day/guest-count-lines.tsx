import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { guestCountLines, type EventSuiteDetails } from '@app/domain';

/**
 * Which lines of the suite's open orders follow its guaranteed guest count (items sold per
 * guest): saving a new count sets each of them to it, and reprices the order.
 */
export function GuestCountLines({ details }: { details: EventSuiteDetails }) {
  const { t } = useTranslation();
  const lines = guestCountLines(details.orders, new Set(details.per_guest_item_ids));
  const guests = details.guaranteed_guest_count;
  return (
    <Stack gap="xs" component="section" aria-label={t('eventDay.guests.title')}>
      <Title order={2} size="h3">
        {t('eventDay.guests.title')}
      </Title>
      {details.finalized_at ? (
        <Text size="sm" c="dimmed">
          {t('eventDay.guests.finalized')}
        </Text>
      ) : lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('eventDay.guests.none')}
        </Text>
      ) : (
        <>
          <Text size="sm">{t('eventDay.guests.hint')}</Text>
          <List size="sm">
            {lines.map((line, index) => (
              <List.Item key={`${line.orderId}-${index}`}>
                {t(guests === null ? 'eventDay.guests.line' : 'eventDay.guests.lineTo', {
                  name: line.name,
                  number: line.orderNumber ?? line.orderId,
                  quantity: line.quantity,
                  guests,
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
