import type { Locale, SuitePreOrderPage } from '@app/domain';
import { preOrderPageOf } from './pre-order-answers.ts';
import { openPreOrderLink, readOpenSuite, type PreOrderApp } from './pre-order-access.ts';

/**
 * `GET /api/pre-orders/{token}` (no sign-in): the event, the suite, its owner, until when they
 * may pre-order, the suite's pre-order menus and the owner's current pre-order. 404 for a token
 * that is not a live pre-order link, 410 when the suite's pre-orders are closed
 * (pre-order-access.ts).
 */
export async function getSuitePreOrder(
  app: PreOrderApp,
  token: string,
  locale: Locale,
): Promise<SuitePreOrderPage> {
  const link = await openPreOrderLink(app, token, locale);
  return link.tenantTx(async (tx) => {
    const now = new Date();
    return preOrderPageOf(tx, link, await readOpenSuite(tx, link, now), now);
  });
}
