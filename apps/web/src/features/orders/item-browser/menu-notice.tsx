import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClosedMenuNotice } from '../state/order-draft.ts';

interface MenuNoticeProps {
  /** The order needs a due date and has none: ask for it first. */
  dueDateMissing: boolean;
  /** The menu takes orders at the order's time. */
  open: boolean;
  closedNotice: ClosedMenuNotice;
  onChooseDueDate: () => void;
}

/** Above the items: choose the due date first, or the menu is closed then (and what to do). */
export function MenuNotice({
  dueDateMissing,
  open,
  closedNotice,
  onChooseDueDate,
}: MenuNoticeProps) {
  const { t } = useTranslation();
  if (dueDateMissing) {
    return (
      <Alert color="blue" title={t('orders.items.chooseDueTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('orders.items.chooseDueBody')}</Text>
          <Button variant="light" onClick={onChooseDueDate}>
            {t('orders.items.chooseDueAction')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (open) return null;
  return (
    // A warning tint with the body text colour: yellow or orange text fails 4.5:1.
    <Alert
      color="orange"
      title={t('orders.items.menuClosedTitle')}
      styles={{
        title: { color: 'var(--mantine-color-text)' },
        message: { color: 'var(--mantine-color-text)' },
      }}
    >
      {t(`orders.items.${closedNotice}`)}
    </Alert>
  );
}
