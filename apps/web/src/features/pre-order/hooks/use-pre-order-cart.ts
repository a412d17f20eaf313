import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type {
  CardToken,
  CartItem,
  SuitePreOrderPage,
  SuitePreOrderRequestInput,
} from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { usePreOrderPrice } from '../api/pre-order-api.ts';

/** What the owner is putting together: one menu's lines, their dietary needs, phone and card. */
export interface PreOrderCart {
  menuId: number | null;
  lines: CartItem[];
  notes: string;
  phone: string;
  /** A card just kept at the gateway; null keeps the card of the saved pre-order (if any). */
  card: CardToken | null;
}

/** The cart as the page opens: the saved pre-order, else the suite's first menu and nothing in it. */
export function initialCart(page: SuitePreOrderPage): PreOrderCart {
  const saved = page.pre_order;
  return {
    menuId: saved?.menu_id ?? page.menus[0]?.id ?? null,
    lines: saved?.items ?? [],
    notes: saved?.notes ?? '',
    phone: saved?.phone_number ?? page.owner.phone_number ?? '',
    card: null,
  };
}

/** The request the cart makes (`PUT` and its price call), or null while it is empty. */
export function preOrderRequestOf(cart: PreOrderCart): SuitePreOrderRequestInput | null {
  if (cart.menuId === null || cart.lines.length === 0) return null;
  return {
    menu_id: cart.menuId,
    items: cart.lines.map((line) => ({
      id: line.id,
      price_option: line.price_option,
      quantity: line.quantity,
      orderOptions: line.orderOptions.map(({ group_id, value_id, quantity }) => ({
        group_id,
        value_id,
        quantity,
      })),
      special_instructions: line.special_instructions,
    })),
    notes: cart.notes.trim() || null,
    phone_number: cart.phone.trim() || null,
    card: cart.card,
  };
}

const numbered = (lines: CartItem[]) => lines.map((line, cartIndex) => ({ ...line, cartIndex }));

/**
 * The page's cart and what changes it, with the server's prices: the order engine prices it
 * (`POST …/price`) a moment after each change and in the page's language, and the lines and
 * total shown are the server's.
 */
export function usePreOrderCart(token: string, page: SuitePreOrderPage) {
  const locale = useLocale();
  const [cart, setCart] = useState<PreOrderCart>(() => initialCart(page));
  const request = useMemo(() => preOrderRequestOf(cart), [cart]);
  // The price depends on the menu and the lines only: notes, phone and card do not ask again.
  const { menuId, lines } = cart;
  const priceRequest = useMemo(
    () => preOrderRequestOf({ menuId, lines, notes: '', phone: '', card: null }),
    [menuId, lines],
  );
  const [debounced] = useDebouncedValue(priceRequest, 300);
  const price = usePreOrderPrice(token, debounced, locale);
  const change = (patch: Partial<PreOrderCart>) => setCart((current) => ({ ...current, ...patch }));
  const changeLines = (update: (lines: CartItem[]) => CartItem[]) =>
    setCart((current) => ({ ...current, lines: numbered(update(current.lines)) }));

  return {
    cart,
    request,
    /** The server's answer for this very cart (not an earlier one still shown). */
    priced: price.data && debounced === priceRequest ? price.data : null,
    lastPriced: request ? (price.data ?? null) : null,
    pricing: price.isFetching || debounced !== priceRequest,
    priceError: price.error,
    chooseMenu: (menuId: number) => change({ menuId, lines: [] }),
    addLine: (line: CartItem) => changeLines((lines) => [...lines, line]),
    replaceLine: (index: number, line: CartItem) =>
      changeLines((lines) => lines.map((current, at) => (at === index ? line : current))),
    setQuantity: (index: number, quantity: number) =>
      changeLines((lines) =>
        lines.map((line, at) => (at === index ? { ...line, quantity } : line)),
      ),
    removeLine: (index: number) => changeLines((lines) => lines.filter((_, at) => at !== index)),
    setNotes: (notes: string) => change({ notes }),
    setPhone: (phone: string) => change({ phone }),
    setCard: (card: CardToken | null) => change({ card }),
    /** After a save: the saved pre-order's card is the one on file now. */
    saved: () => change({ card: null }),
  };
}

export type PreOrderCartState = ReturnType<typeof usePreOrderCart>;
