import type { CardToken, CardTokenRequest, Locale } from '@app/domain';
import { createCardToken } from '../../payments/create-card-token.ts';
import {
  assertPreOrderOpen,
  openPreOrderLink,
  readOpenSuite,
  type PreOrderApp,
} from './pre-order-access.ts';

/**
 * `POST /api/pre-orders/{token}/card` (no sign-in): keeps the owner's card on file at the
 * location's payment gateway (payments/create-card-token.ts: the number goes to the gateway
 * only, never stored or logged) and answers its token, brand and last four digits, for the
 * pre-order that follows. Refused like the pre-order itself once its suite is closed (410) or
 * locked (409).
 */
export async function tokenizePreOrderCard(
  app: PreOrderApp,
  token: string,
  locale: Locale,
  card: CardTokenRequest,
): Promise<CardToken> {
  const link = await openPreOrderLink(app, token, locale);
  await link.tenantTx(async (tx) => {
    const now = new Date();
    assertPreOrderOpen(await readOpenSuite(tx, link, now), link, now);
  });
  return createCardToken(link, card);
}
