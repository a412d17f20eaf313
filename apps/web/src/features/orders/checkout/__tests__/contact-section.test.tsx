import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { renderCheckout } from './checkout-harness.tsx';

const required = { required: true, hide: false };
const hidden = { required: true, hide: true };
const optional = { required: false, hide: false };

describe('contact section', () => {
  it('shows, requires and hides the fields as the location says', async () => {
    const { user } = renderCheckout({
      config: makeOrderingConfig({
        contactFields: { name: required, email: hidden, phone_number: optional },
      }),
    });
    const name = screen.getByRole('textbox', { name: /Full name/ });
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    expect(
      screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('aria-required'),
    ).toBe('false');
    expect(screen.getByRole('textbox', { name: 'Other' })).toBeTruthy();

    // Nothing is red until the field is left empty.
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('puts the dashes in the phone number as it is typed and drops extra digits', async () => {
    const { user, latest } = renderCheckout();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '6135');
    expect((phone as HTMLInputElement).value).toBe('613-5');
    await user.type(phone, '550123999');
    expect((phone as HTMLInputElement).value).toBe('613-555-0123');
    expect(latest().contact.phone_number).toBe('613-555-0123');
  });

  it('says when the email or an incomplete phone is not valid once the field is left', async () => {
    const { user } = renderCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.tab();
    expect(await screen.findByText("This email isn't valid.")).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '613555');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('keeps the text fields to 40 characters', async () => {
    const { user, latest } = renderCheckout();
    await user.click(screen.getByRole('textbox', { name: 'Other' }));
    await user.paste('x'.repeat(45));
    expect(latest().contact.other).toBe('x'.repeat(40));
  });

  it("shows the server's error for a field, in French", async () => {
    await changeLocale('fr-CA');
    renderCheckout({
      config: makeOrderingConfig({
        contactFields: { name: required, email: required, phone_number: required },
      }),
      fieldErrors: { 'contact.email': 'Ce champ est requis.' },
    });
    const email = screen.getByRole('textbox', { name: /Courriel/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ce champ est requis.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Coordonnées' })).toBeTruthy();
  });
});

describe('guest details', () => {
  it('replace the contact on a dine-in check, the phone typed as 999-999-9999', async () => {
    const { user, latest } = renderCheckout({ type: 'dine_in', menu: null });
    expect(screen.queryByRole('group', { name: 'Contact' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Guest name' }), 'Table 4');
    await user.type(screen.getByRole('textbox', { name: 'Guest phone' }), '5145550199');
    expect(latest().guest).toEqual({ name: 'Table 4', phone: '514-555-0199' });
  });
});
