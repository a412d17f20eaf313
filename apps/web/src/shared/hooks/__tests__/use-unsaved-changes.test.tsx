import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { TestProviders } from '#test/test-providers.tsx';
import { useUnsavedChanges } from '../use-unsaved-changes.tsx';

/** A minimal editor using the hook, as later screens will. */
function Editor() {
  const [name, setName] = useState('');
  useUnsavedChanges(name !== '');
  return (
    <>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.currentTarget.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
}

describe('useUnsavedChanges', () => {
  it('lets the user leave freely without changes', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeTruthy();
  });

  it('asks before leaving with changes: stay keeps the page, leave goes', async () => {
    const { user, router } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Lunch');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain('You have unsaved changes.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Lunch');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeTruthy();
  });
});
