import { useMemo, useState } from 'react';
import {
  openOptionGroups,
  orderableItemOf,
  priceLine,
  selectionProblem,
  withoutClosedSubGroupOptions,
  type CartItem,
  type Item,
  type PublishedMenu,
} from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { useLocale } from '#i18n/use-locale.ts';
import {
  groupCount,
  initialSelection,
  lineOfSelection,
  selectionOfLine,
  setOptionQuantity,
  type ViewerSelection,
} from './viewer-selection.ts';

export interface ItemSelectionInput {
  item: Item;
  menu: PublishedMenu;
  /** The cart line being changed; a new line without it. */
  line?: CartItem | undefined;
  timeZone: string;
  /** When the line is priced (a scheduled order's due time, an event's start); now without it. */
  at: Date | null;
}

/**
 * What a person choosing one line of an item holds, wherever they order (staff's item viewer, a
 * suite owner's pre-order page): the selection (price option, modifiers with the sub-groups the
 * chosen ones open, quantity, instructions), the domain's answers at once — a group's limit under
 * the group, the required groups that are still empty — and the line's price as the domain
 * computes it. The caller decides what adding the line does.
 */
export function useItemSelection(input: ItemSelectionInput) {
  const { item, menu, line, timeZone, at } = input;
  const locale = useLocale();
  const rules = useMemo(() => orderableItemOf(item, menu), [item, menu]);
  const [selection, setSelection] = useState<ViewerSelection>(() =>
    line ? selectionOfLine(line) : initialSelection(item, menu.option_groups),
  );
  const [groupMessages, setGroupMessages] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const openGroups = useMemo(
    () => openOptionGroups(rules, selection.options),
    [rules, selection.options],
  );
  const groups = useMemo(
    () =>
      openGroups.flatMap((orderable) => {
        const group = menu.option_groups.find((candidate) => candidate.id === orderable.id);
        return group ? [{ group, orderable }] : [];
      }),
    [openGroups, menu],
  );
  const entry = lineOfSelection(selection, item, sectionSlugOf(menu, item), line?.cartIndex);
  const lineCents = useMemo(() => {
    try {
      return priceLine(entry, rules, at ?? new Date(), timeZone).lineCents;
    } catch {
      return null;
    }
  }, [entry, rules, at, timeZone]);

  const changeOption = (groupId: number, valueId: number, quantity: number) => {
    const orderable = openGroups.find((candidate) => candidate.id === groupId);
    if (!orderable) return;
    const result = setOptionQuantity(selection, orderable, valueId, quantity);
    const options = withoutClosedSubGroupOptions(rules, result.selection.options);
    setSelection({ ...result.selection, options });
    setError(null);
    setGroupMessages((messages) => {
      const others = Object.fromEntries(
        Object.entries(messages).filter(([id]) => Number(id) !== groupId),
      );
      const refusal = result.refusal;
      return refusal
        ? { ...others, [groupId]: errorMessage(refusal.code, locale, refusal) }
        : others;
    });
  };

  /** Shows the domain's refusal of the line as chosen; true when there is one. */
  const refuseSelection = (): boolean => {
    const problem = selectionProblem(entry, rules);
    if (!problem) return false;
    const message = errorMessage(problem.code, locale, problem.params);
    setError(message);
    if (problem.code === 'cart_required_selections') {
      // Each required group still empty says so under itself.
      const empty = openGroups.filter(
        (group) => group.required && groupCount(selection, group.id) === 0,
      );
      setGroupMessages(Object.fromEntries(empty.map((group) => [group.id, message])));
    }
    return true;
  };

  return {
    selection,
    groups,
    groupMessages,
    error,
    setError,
    entry,
    lineCents,
    changeOption,
    refuseSelection,
    choosePriceOption: (priceOption: string | null) => setSelection({ ...selection, priceOption }),
    setQuantity: (quantity: number) => setSelection({ ...selection, quantity }),
    setInstructions: (instructions: string) => setSelection({ ...selection, instructions }),
  };
}

/** The slug of the item's section, kept on the line (spec part 2 §3 "Cart item"). */
function sectionSlugOf(menu: PublishedMenu, item: Item): string | null {
  return menu.sections.find((section) => section.id === item.section_id)?.slug ?? null;
}
