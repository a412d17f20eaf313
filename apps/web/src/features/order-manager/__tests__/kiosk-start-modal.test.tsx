import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from '#test/test-providers.tsx';
import { KioskStart } from '../routes/kiosk-start.tsx';

describe('kiosk start modal', () => {
  it('offers to start a new order and closes on it', async () => {
    const user = userEvent.setup();
    render(
      <TestProviders>
        <KioskStart />
      </TestProviders>,
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start a new order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull());
  });
});
