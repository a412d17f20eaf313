import {
  MAX_LINE_QUANTITY,
  ZCartItem,
  type CartItem,
  type CartOption,
  type Item,
  type PublishedOptionGroup,
  type OrderableOptionGroup,
} from '@app/domain';

/**
 * What the item viewer holds while the user chooses: the price option, the line quantity, each
 * chosen modifier with its quantity (in the order chosen) and the special instructions. Pure
 * functions, so the limits are tested without the screen.
 */
export interface ViewerSelection {
  priceOption: string | null;
  quantity: number;
  options: CartOption[];
  instructions: string;
}

/** Why a change to a modifier was not made: the group's limit or the option's maximum. */
export type SelectionRefusal = { code: 'cart_selection_limit'; limit: number } | null;

/** The selection of a new line: the groups' default options (their quantity, else one). */
export function initialSelection(
  item: Item,
  groups: readonly PublishedOptionGroup[],
): ViewerSelection {
  const linked = groups.filter((group) => item.options.includes(group.id));
  return {
    priceOption: null,
    quantity: 1,
    options: linked.flatMap((group) =>
      group.values
        .filter((value) => value.default_selection)
        .map((value) => ({
          group_id: group.id,
          value_id: value.id,
          quantity: Math.max(1, Math.min(value.quantity ?? 1, value.max_quantity)),
        })),
    ),
    instructions: '',
  };
}

/** The selection of a cart line being edited. */
export function selectionOfLine(line: CartItem): ViewerSelection {
  return {
    priceOption: line.price_option,
    quantity: line.quantity,
    options: line.orderOptions.map(({ group_id, value_id, quantity }) => ({
      group_id,
      value_id,
      quantity,
    })),
    instructions: line.special_instructions,
  };
}

/** Σ quantities chosen in a group. */
export function groupCount(selection: ViewerSelection, groupId: number): number {
  return selection.options
    .filter((option) => option.group_id === groupId)
    .reduce((sum, option) => sum + option.quantity, 0);
}

export function optionQuantity(selection: ViewerSelection, groupId: number, valueId: number) {
  return (
    selection.options.find((option) => option.group_id === groupId && option.value_id === valueId)
      ?.quantity ?? 0
  );
}

/**
 * Sets how many of one option the line takes. A single-choice group swaps its choice; otherwise
 * the change is refused (and the selection kept) when it would take the group past its limit;
 * an option never goes past its own `max_quantity`.
 */
export function setOptionQuantity(
  selection: ViewerSelection,
  group: OrderableOptionGroup,
  valueId: number,
  wanted: number,
): { selection: ViewerSelection; refusal: SelectionRefusal } {
  const value = group.values.find((candidate) => candidate.id === valueId);
  if (!value) return { selection, refusal: null };
  const quantity = Math.max(0, Math.min(wanted, value.max_quantity, MAX_LINE_QUANTITY));
  const others = selection.options.filter(
    (option) =>
      option.group_id !== group.id ||
      (group.allow_multiple_selection && option.value_id !== valueId),
  );
  if (group.allow_multiple_selection && group.limit !== null) {
    const rest = others
      .filter((option) => option.group_id === group.id)
      .reduce((sum, option) => sum + option.quantity, 0);
    if (rest + quantity > group.limit && quantity > optionQuantity(selection, group.id, valueId)) {
      return { selection, refusal: { code: 'cart_selection_limit', limit: group.limit } };
    }
  }
  const existing = selection.options.findIndex(
    (option) => option.group_id === group.id && option.value_id === valueId,
  );
  const chosen: CartOption = { group_id: group.id, value_id: valueId, quantity };
  let options: CartOption[];
  if (quantity === 0) options = others;
  else if (existing >= 0 && group.allow_multiple_selection)
    // Keeps the option where it was chosen: the server cuts limits in the order chosen.
    options = selection.options.map((option, index) => (index === existing ? chosen : option));
  else options = [...others, chosen];
  return { selection: { ...selection, options }, refusal: null };
}

/** The cart line the selection makes (unpriced: the server prices it). */
export function lineOfSelection(
  selection: ViewerSelection,
  item: Item,
  sectionSlug: string | null,
  cartIndex = 0,
): CartItem {
  return ZCartItem.parse({
    id: item.id,
    menu_id: item.menu_id,
    section_id: item.section_id,
    name: item.name,
    quantity: selection.quantity,
    price_option: selection.priceOption,
    orderOptions: selection.options,
    cartIndex,
    sectionSlug,
    special_instructions: selection.instructions.trim(),
  });
}
