import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '#i18n/i18n.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { MoneyNumberInput } from '../money-number-input.tsx';

/** A money field as the checkout keeps it (a number), with the amount kept shown beside it. */
function TipField() {
  const [amount, setAmount] = useState<number | string>('');
  return (
    <>
      <MoneyNumberInput label="Tip" value={amount} onChange={setAmount} />
      <output aria-label="Kept">{String(amount)}</output>
      <button type="button">Next</button>
    </>
  );
}

function renderTipField() {
  const user = userEvent.setup();
  render(
    <TestProviders>
      <TipField />
    </TestProviders>,
  );
  return { user, input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Tip' }) };
}

describe('MoneyNumberInput', () => {
  it('shows two decimals in French once the field is left', async () => {
    await changeLocale('fr-CA');
    const { user, input } = renderTipField();
    await user.type(input, '2,');
    // Mid-typing the comma is kept: the next digits land after it.
    expect(input.value).toMatch(/^2,/);
    await user.keyboard('50');
    await user.tab();
    expect(input.value).toBe('2,50');
    expect(screen.getByRole('status', { name: 'Kept' }).textContent).toBe('2.5');
  });

  it('shows two decimals in English once the field is left', async () => {
    const { user, input } = renderTipField();
    await user.type(input, '2.5');
    await user.tab();
    expect(input.value).toBe('2.50');
    expect(screen.getByRole('status', { name: 'Kept' }).textContent).toBe('2.5');
  });

  it('takes a comma typed in English as the decimal separator', async () => {
    const { user, input } = renderTipField();
    await user.type(input, '12,5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(input.value).toBe('12.50');
    expect(screen.getByRole('status', { name: 'Kept' }).textContent).toBe('12.5');
  });
});

describe('MoneyNumberInput refuses nothing silently', () => {
  it('rounds a third decimal to the cent, half up, when the field is left', async () => {
    const { user, input } = renderTipField();
    await user.type(input, '12.505');
    await user.tab();
    expect(input.value).toBe('12.51');
    expect(screen.getByRole('status', { name: 'Kept' }).textContent).toBe('12.51');
  });

  it('keeps a minus sign and says a price cannot be negative', async () => {
    const { user, input } = renderTipField();
    await user.type(input, '-4.5');
    await user.tab();
    expect(input.value).toBe('-4.50');
    expect(screen.getByRole('status', { name: 'Kept' }).textContent).toBe('-4.5');
    expect(screen.getByText('Price cannot be negative.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
