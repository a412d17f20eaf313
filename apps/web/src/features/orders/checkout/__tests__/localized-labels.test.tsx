import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ZOrderCosts } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { makeCosts } from '#test/orders.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { CostLines } from '#shared/orders/cost-lines.tsx';
import { renderCheckout } from './checkout-harness.tsx';

const gold = {
  id: 31,
  identifier: 'M-1001',
  type: 'gold',
  name: 'Ada Lovelace',
  promos: [
    { name: 'Gold members', value: '10', localization: { fr: { name: 'Membres or' } } },
    { name: 'Welcome gift', value: '5$' },
  ],
  expires_at: null,
};

async function applyMembership(identifierLabel: string, applyLabel: string) {
  mockApi({ 'POST /api/auth/get-user-membership-promo': json(200, gold) });
  const view = renderCheckout({
    config: makeOrderingConfig({ flags: { membership_program: true } }),
  });
  await view.user.type(screen.getByRole('textbox', { name: identifierLabel }), 'M-1001');
  await view.user.click(screen.getByRole('button', { name: applyLabel }));
  return view;
}

/** Names the location wrote in French reach French screens; English screens keep English. */
describe('French names of the checkout', () => {
  it('names the membership promotions in French, the primary name when none is French', async () => {
    await changeLocale('fr-CA');
    const { latest } = await applyMembership('Identifiant de membre', 'Appliquer');
    expect(await screen.findByText('Membres or : 10 % de rabais')).toBeTruthy();
    expect(screen.getByText('Welcome gift : 5,00 $ de rabais')).toBeTruthy();
    // The order keeps the promotions as the server answered them, both languages.
    expect(latest().memberInfo?.promos).toEqual(gold.promos);
  });

  it('names them in English on English screens', async () => {
    await applyMembership('Membership identifier', 'Apply');
    expect(await screen.findByText('Gold members: 10% off')).toBeTruthy();
    expect(screen.queryByText(/Membres or/)).toBeNull();
  });

  it('shows the member discount and service charge under the labels the server wrote', async () => {
    await changeLocale('fr-CA');
    const costs = ZOrderCosts.parse({
      ...makeCosts(20),
      memberDiscount: { preTax: true, value: '10', label: 'Membres or', amount: 2 },
      serviceCharge: { label: 'Frais de service', value: '10', amount: 1.8 },
    });
    render(
      <TestProviders>
        <CostLines costs={costs} />
      </TestProviders>,
    );
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('Rabais de membre (Membres or)-2,00\u00a0$');
    expect(rows).toContain('Frais de service1,80\u00a0$');
  });
});
