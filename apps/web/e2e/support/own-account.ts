import { expect, type APIRequestContext } from '@playwright/test';
import { accounts, DEMO_PASSWORD } from './demo.ts';
import { inviteLinkOf, readMailbox, waitForMail } from './mailbox.ts';
import { apiCall, signedInCaller } from './orders.ts';

/**
 * An account for one spec alone, for journeys that change an account's state (its password…),
 * so that no other journey running beside it signs in with a changed account. The demo admin
 * invites it (Team) at the admin's first location; the mailed link sets the demo password.
 */
export async function createOwnAccount(
  request: APIRequestContext,
  account: { email: string; name: string; locale: 'en-CA' | 'fr-CA' },
): Promise<void> {
  const admin = await signedInCaller(request, accounts.admin);
  const since = readMailbox().length;
  await apiCall(admin, 'POST', '/team', {
    ...account,
    role: 'manager',
    restaurantIds: [Number(admin.headers['X-Restaurant-Id'])],
  });
  const token = new URLSearchParams(
    inviteLinkOf(await waitForMail(account.email, since)).hash.slice(1),
  ).get('invite_token');
  const accepted = await request.post('/api/auth/accept-invitation', {
    data: { token, password: DEMO_PASSWORD },
  });
  expect(accepted.status()).toBe(204);
}
