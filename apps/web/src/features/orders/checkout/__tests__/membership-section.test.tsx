import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeMenu } from '#test/catalogue.ts';
import { makeOrderingConfig } from '@app/domain/testing';
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
    expect(await screen.findByText('Member: Ada Lovelace (M-1001)')).toBeTruthy();
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

  it('names the member of a saved order as when found here, asking once', async () => {
    await changeLocale('fr-CA');
    const api = mockApi({ 'POST /api/auth/get-user-membership-promo': json(200, gold) });
    renderCheckout({
      config: membership,
      checkout: {
        memberInfo: { id: 31, identifier: 'M-1001', promos: gold.promos, promosApplied: true },
      },
    });
    expect(await screen.findByText('Membre : Ada Lovelace (M-1001)')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/get-user-membership-promo')).toHaveLength(1);
  });

  it('names the member by the identifier when the name cannot be known', async () => {
    const api = mockApi({
      'POST /api/auth/get-user-membership-promo': apiError(
        404,
        'membership_not_found',
        'No membership was found for this type.',
      ),
    });
    renderCheckout({
      config: membership,
      checkout: { memberInfo: { id: 31, identifier: 'M-1001', promos: [], promosApplied: false } },
    });
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/auth/get-user-membership-promo')).toHaveLength(1),
    );
    // The lookup is only for the name: the membership applied stays, named by its identifier.
    expect(await screen.findByText('Member: M-1001')).toBeTruthy();
    expect(screen.queryByText('No membership was found for this type.')).toBeNull();
  });

  it('is offered only where the location runs a membership program', () => {
    renderCheckout();
    expect(screen.queryByRole('textbox', { name: 'Membership identifier' })).toBeNull();
  });
});
