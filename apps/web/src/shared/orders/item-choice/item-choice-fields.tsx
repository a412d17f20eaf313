import { Group, Text } from '@mantine/core';
import type { Item } from '@app/domain';
import { ItemFacts } from './item-facts.tsx';
import { ModifierGroupField } from './modifier-group-field.tsx';
import { PriceOptionChoice } from './price-option-choice.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import type { useItemSelection } from './use-item-selection.ts';

interface ItemChoiceFieldsProps {
  item: Item;
  choice: ReturnType<typeof useItemSelection>;
  money: (amount: number) => string;
  /** The most of the item one line may hold (the cart's room, or the line limit). */
  maxQuantity: number;
  /** "Quantity", and the stepper's accessible name ("Quantity of Poutine"). */
  quantityLabel: string;
  quantityOfLabel: string;
}

/**
 * What a person chooses of one item, wherever it is ordered (staff's item viewer, a suite owner's
 * pre-order page): its facts, price options, modifier groups with the domain's limits answered at
 * once, and the quantity.
 */
export function ItemChoiceFields(props: ItemChoiceFieldsProps) {
  const { item, choice, money } = props;
  const { selection } = choice;
  return (
    <>
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
        <Text fw={500}>{props.quantityLabel}</Text>
        <QuantityStepper
          value={selection.quantity}
          min={1}
          max={props.maxQuantity}
          onChange={choice.setQuantity}
          label={props.quantityOfLabel}
        />
      </Group>
    </>
  );
}
