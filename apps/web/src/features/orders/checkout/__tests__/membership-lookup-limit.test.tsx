import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, mockApi } from '#test/fetch-mock.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { renderCheckout } from './checkout-harness.tsx';

const membership = makeOrderingConfig({ flags: { membership_program: true } });

describe('membership look-ups past the rate limit', () => {
  it('says to wait under the field, in the interface language', async () => {
    await changeLocale('fr-CA');
    mockApi({
      'POST /api/auth/get-user-membership-promo': apiError(
        429,
        'membership_lookup_limited',
        'Too many membership look-ups. Wait a minute, then try again.',
      ),
    });
    const { user, latest } = renderCheckout({ config: membership });
    await user.type(screen.getByRole('textbox', { name: 'Identifiant de membre' }), 'M-9{Enter}');
    expect(
      await screen.findByText(
        'Trop de recherches d’adhésion. Attendez une minute, puis réessayez.',
      ),
    ).toBeTruthy();
    expect(latest().memberInfo).toBeNull();
  });
});
