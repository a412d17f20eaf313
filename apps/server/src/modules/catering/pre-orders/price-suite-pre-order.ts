import type { Locale, SuitePreOrderPrice, SuitePreOrderRequest } from '@app/domain';
import { recalculateCosts } from '../../orders/pricing/recalculate-costs.ts';
import {
  assertPreOrderOpen,
  openPreOrderLink,
  ownerOrderContext,
  readOpenSuite,
  type PreOrderApp,
} from './pre-order-access.ts';
import { ownerPreOrderDraft } from './pre-order-draft.ts';
import { preOrderSuitesRepository as preOrderSuites } from './pre-order-suites.repository.ts';

/**
 * `POST /api/pre-orders/{token}/price` (no sign-in): the owner's cart as the order engine prices
 * it (orders/pricing/recalculate-costs.ts: catalogue prices, options, taxes, charges), with each
 * line it cannot take in the caller's words. Nothing is written; the card is not needed.
 */
export async function priceSuitePreOrder(
  app: PreOrderApp,
  token: string,
  locale: Locale,
  request: SuitePreOrderRequest,
): Promise<SuitePreOrderPrice> {
  const link = await openPreOrderLink(app, token, locale);
  const { suite, orderId } = await link.tenantTx(async (tx) => {
    const now = new Date();
    const open = await readOpenSuite(tx, link, now);
    assertPreOrderOpen(open, link, now);
    return { suite: open, orderId: await preOrderSuites.ownerOrderId(tx, open.id) };
  });
  const draft = ownerPreOrderDraft(link, suite, request, null);
  const priced = await recalculateCosts(ownerOrderContext(link, suite), draft, {
    excludeOrderId: orderId ?? undefined,
  });
  return { items: priced.items, costs: priced.costs, problems: priced.problems };
}
