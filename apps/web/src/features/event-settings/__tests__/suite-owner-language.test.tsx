import { describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SuiteOwner } from '@app/domain';
import { json, mockApi } from '#test/fetch-mock.ts';
import { signInAs } from '#test/tokens.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { SuiteOwnersPage } from '../routes/event-settings-screens.tsx';

configure({ asyncUtilTimeout: 4000 });

const priya: SuiteOwner = {
  id: 7,
  firstName: 'Priya',
  lastName: 'Sharma',
  name: 'Priya Sharma',
  email: 'priya@example.test',
  company_name: null,
  title: null,
  phone_number: null,
  locale: 'en-CA',
};

function open() {
  const api = mockApi({
    'GET /api/catering/suite-owners': json(200, [priya]),
    'PUT /api/catering/suite-owners/7': (call) => json(200, { ...priya, ...(call.body as object) }),
    'POST /api/catering/suite-owners': (call) =>
      json(201, { ...priya, id: 8, ...(call.body as object) }),
  });
  signInAs({ role: 'manager', restaurants: [1] });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TestProviders>
          <SuiteOwnersPage />
        </TestProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

describe('suite owner’s language', { timeout: 30_000 }, () => {
  it('offers English and French, shows the stored one, and sends the chosen one', async () => {
    const app = open();
    await app.user.click(await screen.findByRole('button', { name: 'Edit Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Priya Sharma' });
    const language = within(dialog).getByLabelText('Language', { selector: 'input' });
    expect(language).toHaveProperty('value', 'English');
    await app.user.click(language);
    await app.user.click(await screen.findByRole('option', { name: 'French' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Suite owner saved.')).toBeTruthy();
    expect(app.api.callsTo('PUT', '/api/catering/suite-owners/7')[0]!.body).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      locale: 'fr-CA',
    });
  });

  it('writes to a new owner in English unless told otherwise', async () => {
    const app = open();
    await app.user.click(await screen.findByRole('button', { name: 'Add a suite owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a suite owner' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Marc');
    await app.user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Roy');
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'marc@example.test',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Suite owner saved.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/catering/suite-owners')[0]!.body).toMatchObject({
      locale: 'en-CA',
    });
  });
});
