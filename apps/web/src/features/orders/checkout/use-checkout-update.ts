import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { Checkout, Pickup, PricingChoices } from '@app/domain';

/**
 * Changes to the checkout as patches merged into its latest value, not into the value of the
 * render that started them: a promo code answered after the tip was changed must not bring the
 * old tip back, and two changes made in one event both count.
 */
export function useCheckoutUpdate(checkout: Checkout, onChange: (checkout: Checkout) => void) {
  const latest = useRef(checkout);
  useLayoutEffect(() => {
    latest.current = checkout;
  }, [checkout]);

  const set = useCallback(
    (patch: Partial<Checkout>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  return useMemo(
    () => ({
      set,
      pickup: (patch: Partial<Pickup>) => set({ pickup: { ...latest.current.pickup, ...patch } }),
      pricing: (patch: Partial<PricingChoices>) =>
        set({ pricing: { ...latest.current.pricing, ...patch } }),
    }),
    [set],
  );
}
