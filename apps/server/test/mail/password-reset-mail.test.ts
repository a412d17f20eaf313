import { describe, expect, it } from 'vitest';
import { frenchStyleProblems } from '@app/domain/testing/french-style';
import { passwordResetMail } from '../../src/modules/mail/templates/password-reset.ts';

describe('password reset mail', () => {
  const link = 'https://backoffice.example/login?reset_token=abc&x=1';

  it('is written in English or French, as the user reads', () => {
    const en = passwordResetMail({
      to: 'a@b.test',
      name: 'Sam',
      locale: 'en-CA',
      link,
      validMinutes: 60,
    });
    expect(en.subject).toBe('Reset your password');
    expect(en.text).toContain('Hello Sam,');
    expect(en.text).toContain(link);
    expect(en.text).toContain('expires in 60 minutes');

    const fr = passwordResetMail({
      to: 'a@b.test',
      name: 'Sam',
      locale: 'fr-CA',
      link,
      validMinutes: 60,
    });
    expect(fr.subject).toBe('Réinitialisez votre mot de passe');
    expect(fr.text).toContain('Bonjour Sam,');
    expect(fr.text).toContain(link);
    // The house style of French: ’, and the glossary's words.
    expect(frenchStyleProblems(`${fr.subject}\n${fr.text.replace(link, '')}`)).toEqual([]);
  });

  it('escapes what it puts in HTML and greets users without a name', () => {
    const mail = passwordResetMail({
      to: 'a@b.test',
      name: '<b>Eve</b>',
      locale: 'en-CA',
      link,
      validMinutes: 60,
    });
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://backoffice.example/login?reset_token=abc&amp;x=1"');
    expect(
      passwordResetMail({ to: 'a@b.test', name: '', locale: 'fr-CA', link, validMinutes: 60 }).text,
    ).toMatch(/^Bonjour,/);
  });
});
