import {
  addToCart,
  cartProblem,
  replaceCartEntry,
  type CartItem,
  type OrderType,
  type PublishedMenu,
} from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { useItemSelection } from '#shared/orders/item-choice/use-item-selection.ts';
import { usePriceItem } from '../api/price-item.ts';
import { inlineApiError } from '#shared/orders/inline-api-error.ts';
import type { ViewerTarget } from '../state/order-workspace-state.ts';
import { notifyRemovedOptions } from './removed-options.ts';

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
 * The line the user is choosing in the item viewer: the selection and the domain's answers at
 * once (shared/orders/item-choice/use-item-selection.ts), the cart's size checked too, and the
 * Add that has the server fit and price the line.
 */
export function useLineChoice(input: LineChoiceInput) {
  const { target, menu, timeZone, dueAt } = input;
  const { item, line } = target;
  const locale = useLocale();
  const choice = useItemSelection({ item, menu, line, timeZone, at: dueAt });
  const { entry, setError } = choice;
  const pricing = usePriceItem();

  /** The domain's refusal of the line as chosen, or of the cart it makes, shown before sending. */
  const refuse = (): boolean => {
    if (choice.refuseSelection()) return true;
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

  return { ...choice, saving: pricing.isPending, add };
}
