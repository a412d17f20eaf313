import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationErrorMap } from '../validation/zod-issues.ts';
import { ZPasswordReset, ZPinRequest, ZSignInRequest, ZSignInResponse } from './auth-schemas.ts';

const fieldMessages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('ZSignInRequest (login form)', () => {
  it('trims the email but keeps the password as typed', () => {
    expect(ZSignInRequest.parse({ email: '  manager@demo.test ', password: ' secret ' })).toEqual({
      email: 'manager@demo.test',
      password: ' secret ',
    });
  });

  it('requires both fields and a valid email, with the shared messages', () => {
    const en = validationErrorMap('en-CA');
    expect(fieldMessages(ZSignInRequest.safeParse({}, { error: en }))).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
    expect(
      fieldMessages(ZSignInRequest.safeParse({ email: 'manager', password: 'x' }, { error: en })),
    ).toEqual({ email: "This email isn't valid." });
  });
});

describe('ZPasswordReset', () => {
  it('needs a token and a password of 8 characters or more', () => {
    expect(ZPasswordReset.safeParse({ token: 't', password: '12345678' }).success).toBe(true);
    const result = ZPasswordReset.safeParse(
      { token: '', password: '1234567' },
      { error: validationErrorMap('fr-CA') },
    );
    expect(fieldMessages(result)).toEqual({
      token: 'Ce champ est requis.',
      password: 'Doit contenir au moins 8 caractères.',
    });
  });
});

describe('ZPinRequest', () => {
  it('accepts a missing PIN so the server can answer pin_missing', () => {
    expect(ZPinRequest.parse({})).toEqual({});
    expect(ZPinRequest.parse({ pin: ' 1234 ' })).toEqual({ pin: '1234' });
    expect(ZPinRequest.safeParse({ pin: 1234 }).success).toBe(false);
  });
});

describe('ZSignInResponse', () => {
  it('needs both tokens and an ISO 8601 expiry', () => {
    const ok = { access_token: 'a', id_token: 'b', expires_at: '2024-06-01T12:00:00.000Z' };
    expect(ZSignInResponse.safeParse(ok).success).toBe(true);
    expect(ZSignInResponse.safeParse({ ...ok, expires_at: 'tomorrow' }).success).toBe(false);
  });
});
