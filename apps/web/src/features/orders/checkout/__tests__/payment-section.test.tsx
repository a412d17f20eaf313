import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { renderCheckout } from './checkout-harness.tsx';

/** Test cards of the embedded gateway (apps/server/src/modules/payments/test-cards.ts). */
const APPROVES = '4242 4242 4242 4242';
const nextYear = String(new Date().getFullYear() + 1);

const allPreferences = makeOrderingConfig({
  paymentPreferences: ['invoice', 'cost_center', 'purchase_order', 'credit_card'],
});

async function typeCard(
  user: ReturnType<typeof renderCheckout>['user'],
  number: string,
  labels = {
    number: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvc: 'Security code',
  },
) {
  await user.type(screen.getByRole('textbox', { name: new RegExp(labels.number) }), number);
  await user.type(screen.getByRole('textbox', { name: new RegExp(labels.month) }), '12');
  await user.type(screen.getByRole('textbox', { name: new RegExp(labels.year) }), nextYear);
  await user.type(screen.getByLabelText(new RegExp(labels.cvc)), '123');
}

describe('payment preference', () => {
  it('offers the location’s preferences and keeps only what the chosen one needs', async () => {
    const { user, latest } = renderCheckout({ config: allPreferences });
    const group = screen.getByRole('radiogroup', { name: 'Payment preference' });
    await user.click(within(group).getByRole('radio', { name: 'Cost center' }));
    await user.type(screen.getByRole('textbox', { name: /Cost center/ }), 'CC-100');
    expect(latest()).toMatchObject({ paymentPreference: 'cost_center', costCenter: 'CC-100' });

    await user.click(within(group).getByRole('radio', { name: 'Invoice' }));
    expect(latest()).toMatchObject({
      paymentPreference: 'invoice',
      invoice: true,
      costCenter: null,
    });

    await user.click(within(group).getByRole('radio', { name: 'Purchase order' }));
    await user.type(screen.getByRole('textbox', { name: /Purchase order number/ }), 'PO-7');
    expect(latest()).toMatchObject({ invoice: false, purchaseOrder: 'PO-7' });
  });

  it('is not shown where the location takes no preference', () => {
    renderCheckout();
    expect(screen.queryByRole('radiogroup', { name: 'Payment preference' })).toBeNull();
  });
});

describe('credit card', () => {
  it('is tokenised by the gateway; only brand and last four remain, the number is dropped', async () => {
    const api = mockApi({
      'POST /api/payments/card-tokens': json(201, {
        token: 'tok_abc',
        brand: 'visa',
        last4: '4242',
      }),
    });
    const { user, latest, container } = renderCheckout({ config: allPreferences });
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await typeCard(user, APPROVES);
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy();
    expect(api.callsTo('POST', '/api/payments/card-tokens')[0]?.body).toMatchObject({
      number: APPROVES,
      exp_month: 12,
      cvc: '123',
    });
    expect(latest().creditCard).toEqual({ token: 'tok_abc', brand: 'visa', last4: '4242' });
    // Neither the order nor the page keeps the number.
    expect(JSON.stringify(latest())).not.toMatch(/4242 ?4242 ?4242/);
    expect(container.innerHTML).not.toMatch(/4242 ?4242 ?4242/);
    expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();

    // Another card: the form comes back empty.
    await user.click(screen.getByRole('button', { name: 'Use another card' }));
    expect(latest().creditCard).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Card number/ }).value).toBe('');
  });

  it('checks the number before calling the gateway, in French', async () => {
    await changeLocale('fr-CA');
    const api = mockApi({});
    const { user } = renderCheckout({ config: allPreferences });
    await user.click(screen.getByRole('radio', { name: 'Carte de crédit' }));
    await typeCard(user, '4242424242424241', {
      number: 'Numéro de carte',
      month: 'Mois d’expiration',
      year: 'Année d’expiration',
      cvc: 'Code de sécurité',
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    expect(await screen.findByText('Ce numéro de carte n’est pas valide.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/payments/card-tokens')).toHaveLength(0);
  });

  it("shows the server's refusal of a field and keeps no card", async () => {
    mockApi({
      'POST /api/payments/card-tokens': apiError(
        400,
        'validation_failed',
        'The request is not valid.',
        { fields: { exp_year: 'This card has expired.' } },
      ),
    });
    const { user, latest } = renderCheckout({ config: allPreferences });
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await typeCard(user, APPROVES);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('This card has expired.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Expiry year/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await waitFor(() => expect(latest().creditCard).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>(/Security code/).value).toBe('');
  });
});
