import { useEffect, useRef } from 'react';
import type { CartItem, PublishedMenu } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import type { RecalculatedCosts } from '../api/recalculate-costs.ts';
import { notifyRemovedOptions } from '../item-viewer/removed-options.ts';

/**
 * Lines the server had to fit to their modifier groups' limits while pricing the order (a saved
 * order whose limits were lowered since, for one): the cart takes the server's lines, and a
 * notification lists the modifiers taken away (spec part 2 §4), as the item viewer does for one
 * line. Only an answer for the draft as it is now counts, once.
 */
export function useFittedLines(input: {
  answer: RecalculatedCosts | undefined;
  current: boolean;
  menu: PublishedMenu | undefined;
  onFit: (items: CartItem[]) => void;
}) {
  const { answer, current, menu, onFit } = input;
  const locale = useLocale();
  const handled = useRef<RecalculatedCosts | null>(null);
  useEffect(() => {
    if (!answer || !current || answer.removed.length === 0 || handled.current === answer) return;
    handled.current = answer;
    const lines = new Set(answer.removed.map((option) => option.cartIndex));
    onFit(answer.items.filter((item) => lines.has(item.cartIndex)));
    notifyRemovedOptions(answer.removed, menu?.option_groups ?? [], locale);
  }, [answer, current, menu, onFit, locale]);
}
