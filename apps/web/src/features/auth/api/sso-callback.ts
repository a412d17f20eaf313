import { useMutation } from '@tanstack/react-query';
import type { SignInResponse } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { ApiError } from '#lib/api/api-error.ts';
import { takePkceRequest } from '#lib/auth/pkce.ts';
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

/**
 * Completes single sign-on from the provider's return (`?code&state` or `?error`): the state
 * must match the request in flight, whose PKCE verifier then goes with the code.
 */
export async function completeSsoReturn(params: URLSearchParams) {
  const request = takePkceRequest(params.get('state'));
  const code = params.get('code');
  if (params.has('error') || !code || !request) throw new ApiError(401, 'sso_failed', '');
  const tokens = await ssoCallback({
    code,
    code_verifier: request.codeVerifier,
    redirect_uri: request.redirectUri,
  });
  return completeSignIn(tokens);
}

export function useSsoCallback() {
  return useMutation({ mutationFn: completeSsoReturn });
}
