import { Alert } from '@mantine/core';
import { formatMoney, minimumOrderShortfall, toCents } from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { useLocale } from '#i18n/use-locale.ts';

interface MinimumOrderNoticeProps {
  /** Dollars; null = no minimum. */
  minimum: number | null;
  /** The order's subtotal in dollars, as the server computed it. */
  subtotal: number;
}

/**
 * Says the minimum order amount while the subtotal is below it, for every order type: the
 * server refuses the order by the same domain rule (`minimumOrderShortfall`).
 */
export function MinimumOrderNotice({ minimum, subtotal }: MinimumOrderNoticeProps) {
  const locale = useLocale();
  const short = minimumOrderShortfall(toCents(subtotal), minimum);
  if (!short) return null;
  return (
    <Alert color="yellow" role="status">
      {errorMessage('minimum_order_amount', locale, {
        amount: formatMoney(short.minimumCents, locale),
      })}
    </Alert>
  );
}
