import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeMenu } from '#test/catalogue.ts';
import { makeOrderingConfig } from '#test/orders.ts';
import { renderCheckout } from './checkout-harness.tsx';

const membership = makeOrderingConfig({ flags: { membership_program: true } });
const gold = {
  id: 31,
  identifier: 'M-1001',
  type: 'gold',
  name: 'Ada Lovelace',
  promos: [
    { name: 'Gold members', value: '10' },
    { name: 'Welcome gift', value: '5$' },
  ],
  expires_at: null,
};

describe('membership', () => {
  it('looks the guest up and applies the promos of the membership', async () => {
    const api = mockApi({ 'POST /api/auth/get-user-membership-promo': json(200, gold) });
    const { user, latest } = renderCheckout({ config: membership });
    await user.type(screen.getByRole('textbox', { name: 'Membership identifier' }), 'M-1001');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Member: Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Gold members: 10% off')).toBeTruthy();
    expect(screen.getByText('Welcome gift: $5.00 off')).toBeTruthy();
    expect(latest().memberInfo).toEqual({
      id: 31,
      identifier: 'M-1001',
      promos: gold.promos,
      promosApplied: true,
    });
    // Not a members-only menu: no menu to open.
    expect(api.callsTo('POST', '/api/auth/get-user-membership-promo')[0]?.body).toEqual({
      identifier: 'M-1001',
    });

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(latest().memberInfo).toBeNull();
  });

  it("asks a members-only menu's access and shows the refusal in French", async () => {
    await changeLocale('fr-CA');
    const api = mockApi({
      'POST /api/auth/get-user-membership-promo': apiError(
        403,
        'membership_no_access',
        'Ce code de membre ne donne pas accès à ce menu.',
      ),
    });
    const { user, latest } = renderCheckout({
      config: membership,
      menu: makeMenu(9, 'Members', { member_only: true }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Identifiant de membre' }), 'M-2{Enter}');
    expect(await screen.findByText('Ce code de membre ne donne pas accès à ce menu.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/get-user-membership-promo')[0]?.body).toEqual({
      identifier: 'M-2',
      menuId: 9,
    });
    expect(latest().memberInfo).toBeNull();
  });

  it('is offered only where the location runs a membership program', () => {
    renderCheckout();
    expect(screen.queryByRole('textbox', { name: 'Membership identifier' })).toBeNull();
  });
});
