import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MAX_LINE_QUANTITY, type CartItem, type Item, type PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { ItemChoiceFields } from '#shared/orders/item-choice/item-choice-fields.tsx';
import { useItemSelection } from '#shared/orders/item-choice/use-item-selection.ts';

interface PreOrderItemDialogProps {
  item: Item;
  menu: PublishedMenu;
  /** The cart line being changed; a new line without it. */
  line?: CartItem | undefined;
  timeZone: string;
  /** The event's start: items are priced then. */
  at: Date;
  onDone: (line: CartItem) => void;
  onClose: () => void;
}

/**
 * One item chosen for the pre-order: its picture, description and allergens, price options,
 * modifier groups (the domain's limits and required groups answered at once) and quantity. The
 * line goes to the cart, where the server prices it with the rest.
 */
export function PreOrderItemDialog(props: PreOrderItemDialogProps) {
  const { item, menu, line, timeZone, at, onDone, onClose } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const { money } = useFormatters(timeZone);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const choice = useItemSelection({ item, menu, line, timeZone, at });
  const name = localizedName(item, locale);
  const action = line ? t('preOrders.item.update') : t('preOrders.item.add');
  const done = () => {
    if (choice.refuseSelection()) return;
    onDone(choice.entry);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={name}
      size="lg"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <ItemChoiceFields
          item={item}
          choice={choice}
          money={money}
          maxQuantity={MAX_LINE_QUANTITY}
          quantityLabel={t('preOrders.item.quantity')}
          quantityOfLabel={t('preOrders.item.quantityOf', { item: name })}
        />
        {choice.error && (
          <Text c="red.8" role="alert">
            {choice.error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={done}>
            {choice.lineCents === null
              ? action
              : t('preOrders.item.actionWithPrice', { action, price: money(choice.lineCents) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
