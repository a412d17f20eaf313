import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ZPricingChoices } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { renderCheckout } from './checkout-harness.tsx';

const discounts = makeOrderingConfig({ flags: { discount: true } });

describe('discount code', () => {
  it('is checked by the server, then shown with what it takes off', async () => {
    const api = mockApi({
      'POST /api/orders/get-discount-info': json(200, {
        code: 'SAVE10',
        type: 'percentage',
        value: 10,
      }),
    });
    const { user, latest } = renderCheckout({ config: discounts });
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code SAVE10 applied: 10% off')).toBeTruthy();
    expect(api.callsTo('POST', '/api/orders/get-discount-info')[0]?.body).toEqual({
      code: 'save10',
    });
    expect(latest().pricing.discountCode).toBe('SAVE10');
  });

  it('shows a dollar discount in French', async () => {
    await changeLocale('fr-CA');
    mockApi({
      'POST /api/orders/get-discount-info': json(200, { code: 'CINQ', type: 'dollar', value: 5 }),
    });
    const { user } = renderCheckout({ config: discounts });
    await user.type(screen.getByRole('textbox', { name: 'Code de rabais' }), 'CINQ{Enter}');
    const applied = await screen.findByRole('status');
    expect(applied.textContent).toBe('Code CINQ appliqué : 5,00\u00a0$ de rabais');
  });

  it('clears the discount already applied when a code is refused, and says why', async () => {
    mockApi({
      'POST /api/orders/get-discount-info': apiError(
        400,
        'promo_code_invalid',
        'This promo code is not valid.',
      ),
    });
    const { user, latest } = renderCheckout({
      config: discounts,
      checkout: {
        pricing: ZPricingChoices.parse({ discountCode: 'OLD', tip: '15' }),
      },
    });
    expect(screen.getByText('Code OLD applied')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(latest().pricing.discountCode).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code is not valid.')).toBeTruthy();
    expect(latest().pricing).toMatchObject({ discountCode: null, tip: '15' });

    // The refusal follows a language switch.
    await act(() => changeLocale('fr-CA'));
    expect(screen.getByText('Ce code promotionnel n’est pas valide.')).toBeTruthy();
  });

  it('a refused code replaces an applied one: the discount is gone', async () => {
    mockApi({
      'POST /api/orders/get-discount-info': apiError(
        400,
        'promo_code_invalid',
        'This promo code is not valid.',
      ),
    });
    const { user, changes } = renderCheckout({ config: discounts });
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'BAD{Enter}');
    await screen.findByText('This promo code is not valid.');
    expect(changes.at(-1)?.pricing.discountCode).toBeNull();
    expect(
      screen.getByRole('textbox', { name: 'Discount code' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('is offered only where the location has discounts', () => {
    renderCheckout();
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).toBeNull();
  });
});

describe('subsidy, credits and gift card', () => {
  it('offers a subsidy code and credits only with their flags', async () => {
    const { user, latest, unmount } = renderCheckout({
      config: makeOrderingConfig({ flags: { subsidies: true, app8_credits: true } }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Subsidy code' }), 'MEAL-1');
    await user.click(screen.getByRole('switch', { name: "Use the guest's credits" }));
    expect(latest().pricing).toMatchObject({ subsidyCode: 'MEAL-1', useCredits: true });
    unmount();

    renderCheckout();
    expect(screen.queryByRole('textbox', { name: 'Subsidy code' })).toBeNull();
    expect(screen.queryByRole('switch', { name: "Use the guest's credits" })).toBeNull();
  });

  it('holds a gift card once both its code and an amount are given', async () => {
    const { user, latest } = renderCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Gift card or voucher code' }), 'GC-42');
    expect(latest().pricing.voucher).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Amount to use' }), '12.5');
    expect(latest().pricing.voucher).toEqual({ code: 'GC-42', amount: 12.5 });
    await user.clear(screen.getByRole('textbox', { name: 'Gift card or voucher code' }));
    expect(latest().pricing.voucher).toBeNull();
  });
});

describe('tip', () => {
  it('writes a preset as a percentage and a typed amount in dollars', async () => {
    const { user, latest } = renderCheckout();
    const tip = screen.getByRole('radiogroup', { name: 'Tip amount' });
    await user.click(within(tip).getByRole('radio', { name: '15%' }));
    expect(latest().pricing.tip).toBe('15');
    await user.click(within(tip).getByRole('radio', { name: 'Other amount' }));
    expect(latest().pricing.tip).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Tip in dollars' }), '5');
    await waitFor(() => expect(latest().pricing.tip).toBe('5$'));
    await user.click(within(tip).getByRole('radio', { name: 'No tip' }));
    expect(latest().pricing.tip).toBeNull();
  });

  it('names the presets the French way', async () => {
    await changeLocale('fr-CA');
    renderCheckout();
    expect(screen.getByRole('radio', { name: '18\u00a0%' })).toBeTruthy();
  });
});
