import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SPECIAL_INSTRUCTIONS_MAX_LENGTH } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { renderCheckout } from './checkout-harness.tsx';

describe('special requests', () => {
  it('counts down the characters left without showing the limit', async () => {
    const { user, latest } = renderCheckout();
    const notes = screen.getByRole('textbox', { name: 'Order notes' });
    expect(screen.getByText(`${SPECIAL_INSTRUCTIONS_MAX_LENGTH} characters left`)).toBeTruthy();
    await user.type(notes, 'No onions');
    expect(screen.getByText(`${SPECIAL_INSTRUCTIONS_MAX_LENGTH - 9} characters left`)).toBeTruthy();
    expect(latest().pickup.notes).toBe('No onions');
    expect(screen.queryByText(new RegExp(`/\\s*${SPECIAL_INSTRUCTIONS_MAX_LENGTH}`))).toBeNull();
  });

  it('stops at the limit, in French too', async () => {
    await changeLocale('fr-CA');
    const { latest } = renderCheckout();
    const notes = screen.getByRole('textbox', { name: 'Notes de commande' });
    fireEvent.change(notes, { target: { value: 'a'.repeat(SPECIAL_INSTRUCTIONS_MAX_LENGTH + 5) } });
    expect(latest().pickup.notes).toHaveLength(SPECIAL_INSTRUCTIONS_MAX_LENGTH);
    expect(screen.getByText('0 caractère restant')).toBeTruthy();
  });

  it('is hidden for take-out orders when the location hides take-out instructions', () => {
    renderCheckout({
      type: 'take_out',
      menu: null,
      config: makeOrderingConfig({ flags: { hide_takeout_special_instructions: true } }),
    });
    expect(screen.queryByRole('textbox', { name: 'Order notes' })).toBeNull();
  });

  it('stays for other order types at that location', () => {
    renderCheckout({
      type: 'retail',
      config: makeOrderingConfig({ flags: { hide_takeout_special_instructions: true } }),
    });
    expect(screen.getByRole('textbox', { name: 'Order notes' })).toBeTruthy();
  });
});
