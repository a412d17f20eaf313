import { useMemo, useState } from 'react';
import {
  addToCart,
  cartProblem,
  openOptionGroups,
  orderableItemOf,
  priceLine,
  replaceCartEntry,
  selectionProblem,
  withoutClosedSubGroupOptions,
  type CartItem,
  type Item,
  type OrderType,
  type PublishedMenu,
} from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { usePriceItem } from '../api/price-item.ts';
import { inlineApiError } from '../checkout/inline-api-error.ts';
import type { ViewerTarget } from '../state/order-workspace-state.ts';
import { notifyRemovedOptions } from './removed-options.ts';
import {
  groupCount,
  initialSelection,
  lineOfSelection,
  selectionOfLine,
  setOptionQuantity,
  type ViewerSelection,
} from './viewer-selection.ts';

export interface LineChoiceInput {
  target: ViewerTarget;
  menu: PublishedMenu;
  orderType: OrderType;
  cart: readonly CartItem[];
  maxItemsPerCart: number | null;
  timeZone: string;
  /** When a scheduled order is due: the line is priced and checked then (else now). */
  dueAt: Date | null;
  /** The line as the server fitted and priced it. */
  onDone: (line: CartItem) => void;
}

/**
 * The line the user is choosing in the item viewer: the selection (price option, modifiers with
 * the sub-groups the chosen ones open, quantity, instructions), the domain's answers at once
 * (a group's limit, required groups, the cart's size) under the groups or the form, the price
 * as the domain computes it, and the Add that has the server fit and price the line.
 */
export function useLineChoice(input: LineChoiceInput) {
  const { target, menu, timeZone, dueAt } = input;
  const { item, line } = target;
  const locale = useLocale();
  const rules = useMemo(() => orderableItemOf(item, menu), [item, menu]);
  const [selection, setSelection] = useState<ViewerSelection>(() =>
    line ? selectionOfLine(line) : initialSelection(item, menu.option_groups),
  );
  const [groupMessages, setGroupMessages] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const pricing = usePriceItem();
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
      return priceLine(entry, rules, dueAt ?? new Date(), timeZone).lineCents;
    } catch {
      return null;
    }
  }, [entry, rules, dueAt, timeZone]);

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

  /** The domain's refusal of the line as chosen, shown before anything is sent. */
  const refuse = (): boolean => {
    const problem = selectionProblem(entry, rules);
    if (problem) {
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
    }
    const { cart } = input;
    const nextCart = line ? replaceCartEntry(cart, line.cartIndex, entry) : addToCart(cart, entry);
    const tooMany = cartProblem(nextCart, input.maxItemsPerCart);
    if (tooMany?.code !== 'cart_item_limit') return false;
    setError(errorMessage('cart_item_limit', locale, tooMany.params));
    return true;
  };

  const add = () => {
    if (pricing.isPending || refuse()) return;
    setError(null);
    const body = {
      type: input.orderType,
      item: entry,
      ...(dueAt ? { dueAt: dueAt.toISOString() } : {}),
    };
    pricing.mutate(body, {
      onSuccess: (priced) => {
        notifyRemovedOptions(priced.removed, menu.option_groups, locale);
        input.onDone({ ...priced.item, cartIndex: entry.cartIndex });
      },
      onError: (caught) => setError(inlineApiError(caught)),
    });
  };

  return {
    selection,
    groups,
    groupMessages,
    error,
    saving: pricing.isPending,
    lineCents,
    changeOption,
    choosePriceOption: (priceOption: string | null) => setSelection({ ...selection, priceOption }),
    setQuantity: (quantity: number) => setSelection({ ...selection, quantity }),
    setInstructions: (instructions: string) => setSelection({ ...selection, instructions }),
    add,
  };
}

/** The slug of the item's section, kept on the line (spec part 2 §3 "Cart item"). */
function sectionSlugOf(menu: PublishedMenu, item: Item): string | null {
  return menu.sections.find((section) => section.id === item.section_id)?.slug ?? null;
}
