import { useMutation } from '@tanstack/react-query';
import type { SignInRequest, SignInResponse } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { NoAuthenticationError } from '#lib/session/session-store.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import { loadFormSchemas } from '../load-form-schemas.ts';

/** Reads a sign-in answer; an answer without usable tokens is "no authentication found". */
export async function readSignInAnswer(answer: unknown): Promise<SignInResponse> {
  const { ZSignInResponse } = await loadFormSchemas();
  const parsed = ZSignInResponse.safeParse(answer);
  if (!parsed.success) throw new NoAuthenticationError('The sign-in answer holds no tokens');
  return parsed.data;
}

/** `POST /api/auth/sign-in {email, password}`; the login screen shows errors itself. */
export async function signIn(credentials: SignInRequest): Promise<SignInResponse> {
  const answer = await apiRequest('/auth/sign-in', {
    method: 'POST',
    body: credentials,
    authenticated: false,
    handleErrors: false,
  });
  return readSignInAnswer(answer);
}

export function useSignIn() {
  return useMutation({
    mutationFn: async (credentials: SignInRequest) => completeSignIn(await signIn(credentials)),
  });
}
