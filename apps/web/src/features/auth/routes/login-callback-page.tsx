import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { takePkceRequest } from '../../../lib/auth/pkce.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useSsoCallback } from '../api/sso-callback.ts';
import { LoginLayout } from '../components/login-layout.tsx';
import { useLoginErrorText } from '../login-error-text.ts';

/**
 * /login/callback: the identity provider's return. Checks the state against the request in
 * flight, then trades the code (with the PKCE verifier) for our tokens.
 */
export function LoginCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const errorText = useLoginErrorText();
  const callback = useSsoCallback();
  const [refused, setRefused] = useState<unknown>(null);
  const started = useRef(false);
  const { mutate } = callback;

  useEffect(() => {
    // The request in flight is single-use: never trade the same code twice.
    if (started.current) return;
    started.current = true;
    const request = takePkceRequest(params.get('state'));
    const code = params.get('code');
    if (params.has('error') || !code || !request) {
      return setRefused(new ApiError(401, 'sso_failed', ''));
    }
    mutate({ code, code_verifier: request.codeVerifier, redirect_uri: request.redirectUri });
  }, [params, mutate]);

  if (callback.isSuccess) return <Navigate to="/" replace />;
  const error = refused ?? (callback.isError ? callback.error : null);

  return (
    <LoginLayout title={t('login.title')}>
      {error !== null ? (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {errorText(error, 'sso')}
          </Alert>
          <Anchor component={Link} to="/login" size="sm">
            {t('actions.backToSignIn')}
          </Anchor>
        </Stack>
      ) : (
        <Center>
          <Stack align="center" gap="xs" aria-busy>
            <Loader aria-hidden />
            <Text>{t('login.signingIn')}</Text>
          </Stack>
        </Center>
      )}
    </LoginLayout>
  );
}
