import { useMutation } from '@tanstack/react-query';
import type { SignInResponse } from '@app/domain';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import { readSignInAnswer } from './sign-in.ts';

export interface SsoCallbackBody {
  code: string;
  code_verifier: string;
  redirect_uri: string;
}

/** `POST /api/auth/sso/callback`: trades the provider's code for our tokens. */
export async function ssoCallback(body: SsoCallbackBody): Promise<SignInResponse> {
  const answer = await apiRequest('/auth/sso/callback', {
    method: 'POST',
    body,
    authenticated: false,
    handleErrors: false,
  });
  return readSignInAnswer(answer);
}

export function useSsoCallback() {
  return useMutation({
    mutationFn: async (body: SsoCallbackBody) => completeSignIn(await ssoCallback(body)),
  });
}
