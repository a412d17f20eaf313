import type { CardToken, CardTokenRequest } from '@app/domain';
import type { OrderContext } from '../../context/order-context.ts';
import { paymentGateway } from './payment-gateway.ts';

/**
 * `POST /payments/card-tokens`: keeps a card on file at the gateway for the active location and
 * answers its token, brand and last four digits. The number goes to the gateway only: it is not
 * stored, logged or sent back.
 */
export function createCardToken(
  ctx: Pick<OrderContext, 'tenantTx'>,
  card: CardTokenRequest,
): Promise<CardToken> {
  return ctx.tenantTx((tx) => paymentGateway().tokenize(tx, card));
}
