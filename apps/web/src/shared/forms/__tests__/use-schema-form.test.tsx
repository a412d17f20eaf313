import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZSignInRequest, type SignInRequest } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { useSchemaForm } from '../use-schema-form.ts';

/** Two fields of the sign-in schema; what a valid submit parsed is shown beside them. */
function SignInFields({ onValid }: { onValid: (data: SignInRequest) => void }) {
  const form = useSchemaForm(() => Promise.resolve(ZSignInRequest), { email: '', password: '' });
  const input = (name: 'email' | 'password') => {
    const { error, ...props } = form.field(name);
    return (
      <>
        <label>
          {name}
          <input {...props} />
        </label>
        <span id={`${name}-error`}>{error}</span>
      </>
    );
  };
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      {input('email')}
      {input('password')}
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.setError('password', 'Set by the screen.')}>
        Refuse
      </button>
    </form>
  );
}

function renderFields() {
  const sent: SignInRequest[] = [];
  render(
    <TestProviders>
      <SignInFields onValid={(data) => sent.push(data)} />
    </TestProviders>,
  );
  const field = (name: string) => screen.getByLabelText(name);
  const message = (name: string) => document.getElementById(`${name}-error`)?.textContent;
  return { user: userEvent.setup(), sent, field, message };
}

describe('useSchemaForm', () => {
  it('validates on submit with the domain messages and focuses the first invalid field', async () => {
    const { user, sent, field, message } = renderFields();
    await user.type(field('password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(message('email')).toBe('This field is required.');
    expect(message('password')).toBe('');
    expect(document.activeElement).toBe(field('email'));
    expect(sent).toEqual([]);
  });

  it('validates each field again as it changes once submitted, and sends the parsed values', async () => {
    const { user, sent, field, message } = renderFields();
    await user.type(field('email'), 'x');
    expect(message('email')).toBe('');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(message('email')).toBe("This email isn't valid.");

    await user.clear(field('email'));
    await user.type(field('email'), '  lead@demo.test ');
    expect(message('email')).toBe('');
    await user.type(field('password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ email: 'lead@demo.test', password: 'secret' }]);
  });

  it('shows the messages again in the new language, and a message set by the screen', async () => {
    const { user, message } = renderFields();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(message('password')).toBe('This field is required.');
    await act(() => changeLocale('fr-CA'));
    expect(message('password')).toBe('Ce champ est requis.');

    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(message('password')).toBe('Set by the screen.');
  });
});
