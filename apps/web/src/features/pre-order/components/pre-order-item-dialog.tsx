import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MAX_LINE_QUANTITY, type CartItem, type Item, type PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { ItemFacts } from '#shared/orders/item-choice/item-facts.tsx';
import { ModifierGroupField } from '#shared/orders/item-choice/modifier-group-field.tsx';
import { PriceOptionChoice } from '#shared/orders/item-choice/price-option-choice.tsx';
import { QuantityStepper } from '#shared/orders/item-choice/quantity-stepper.tsx';
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
  const { selection } = choice;
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
        <ItemFacts item={item} />
        {item.price_options.length > 0 && (
          <PriceOptionChoice
            item={item}
            value={selection.priceOption}
            onChange={choice.choosePriceOption}
            money={money}
          />
        )}
        {choice.groups.map(({ group, orderable }) => (
          <ModifierGroupField
            key={group.id}
            group={group}
            rules={orderable}
            selection={selection}
            onChange={(valueId, quantity) => choice.changeOption(group.id, valueId, quantity)}
            message={choice.groupMessages[group.id] ?? null}
          />
        ))}
        <Group justify="space-between">
          <Text fw={500}>{t('preOrders.item.quantity')}</Text>
          <QuantityStepper
            value={selection.quantity}
            min={1}
            max={MAX_LINE_QUANTITY}
            onChange={choice.setQuantity}
            label={t('preOrders.item.quantityOf', { item: name })}
          />
        </Group>
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
