import type { TFunction } from 'i18next';
import { isApiError } from '#lib/api/api-error.ts';

/**
 * What the page says of a failed call: the server's message in the page's language (a refused
 * line, a locked pre-order, a declined card), or that the connection failed. There is no session
 * here to end, so no failure is anyone else's to handle.
 */
export function preOrderErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.isNetworkError) return t('preOrders.errors.network');
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return t('errors.somethingWentWrong');
}

/** Whether the link no longer opens the page (forged or expired: 404; closed: 410). */
export function isClosedLink(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 410);
}
