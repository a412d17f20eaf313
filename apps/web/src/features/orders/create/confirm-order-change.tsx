import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '#i18n/i18n.ts';

/** Changes that lose what was entered: a new menu or order type empties the cart; discarding. */
export type OrderChange = 'menu' | 'type' | 'discard' | 'discard_check' | 'discard_modify';

/**
 * Asks before a change that loses work (spec part 2 §4: "discarding a new check or a check
 * modification loses progress after confirmation"); `onConfirm` runs only on the red button.
 */
export function confirmOrderChange(change: OrderChange, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: i18n.t(`orders.confirm.${change}.title`),
    children: <Text size="sm">{i18n.t(`orders.confirm.${change}.body`)}</Text>,
    labels: {
      confirm: i18n.t(`orders.confirm.${change}.confirm`),
      cancel: i18n.t('orders.confirm.keep'),
    },
    confirmProps: { color: 'red', size: 'md' },
    cancelProps: { size: 'md' },
    closeOnEscape: true,
    onConfirm,
  });
}

/** Removing `item` from a saved order: it leaves for good once the changes are saved. */
export function confirmRemoveLine(item: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('orders.removeLine.title', { item }),
    children: <Text size="sm">{i18n.t('orders.removeLine.body', { item })}</Text>,
    labels: { confirm: i18n.t('orders.removeLine.confirm'), cancel: i18n.t('orders.confirm.keep') },
    confirmProps: { color: 'red', size: 'md' },
    cancelProps: { size: 'md' },
    closeOnEscape: true,
    onConfirm,
  });
}

/**
 * A saved order keeps at least one item (spec part 2 §4): removing its last one is refused with
 * the way to cancel it all — complete the order, then request a full refund.
 */
export function explainLastItem(): void {
  const id = modals.open({
    title: i18n.t('orders.lastLine.title'),
    children: (
      <Stack gap="md">
        <Text size="sm">{i18n.t('orders.lastLine.body')}</Text>
        <Group justify="flex-end">
          <Button size="md" onClick={() => modals.close(id)}>
            {i18n.t('orders.lastLine.close')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
