import { ZCardToken, type CardToken, type CardTokenRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

/**
 * `POST /payments/card-tokens`: the gateway turns the card into a token; only the token, the
 * brand and the last four digits come back. Errors are shown by the card form itself.
 */
export function tokenizeCard(card: CardTokenRequest): Promise<CardToken> {
  return apiRequest('/payments/card-tokens', {
    method: 'POST',
    body: card,
    handleErrors: false,
    schema: ZCardToken,
  });
}
