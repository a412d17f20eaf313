import { useEffect, useRef } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSsoCallback } from '../api/sso-callback.ts';
import { LoginLayout } from '../components/login-layout.tsx';
import { useLoginErrorText } from '../login-error-text.ts';

/** /login/callback: the identity provider's return; signs in, then goes home. */
export function LoginCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const errorText = useLoginErrorText();
  const callback = useSsoCallback();
  const started = useRef(false);
  const { mutate } = callback;

  useEffect(() => {
    // The code and its verifier are single-use: never trade them twice.
    if (started.current) return;
    started.current = true;
    mutate(params);
  }, [params, mutate]);

  if (callback.isSuccess) return <Navigate to="/" replace />;

  return (
    <LoginLayout title={t('login.title')}>
      {callback.isError ? (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {errorText(callback.error, 'sso')}
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
