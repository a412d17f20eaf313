import { useState } from 'react';
import { Button, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoAuthenticationError } from '#lib/session/session-store.ts';
import { useSsoSettings } from '../api/get-sso-settings.ts';

/**
 * "Sign in with single sign-on", shown when the server offers it: sends the browser to the
 * identity provider (authorization code + PKCE), which returns to /login/callback.
 */
export function SsoButton({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslation();
  const settings = useSsoSettings();
  const [redirecting, setRedirecting] = useState(false);
  if (!settings.data?.enabled) return null;
  const { authorization_endpoint, client_id, scope } = settings.data;

  const start = async () => {
    if (!authorization_endpoint || !client_id) throw new NoAuthenticationError('SSO not set up');
    setRedirecting(true);
    // Loaded on the click: the sign-in screen stays within the first screen's budget.
    const { buildAuthorizationUrl } = await import('#lib/auth/pkce.ts');
    const url = await buildAuthorizationUrl(
      { authorization_endpoint, client_id, scope },
      window.location.origin,
    );
    window.location.assign(url);
  };

  return (
    <>
      <Divider label={t('login.ssoDivider')} labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden />}
        loading={redirecting}
        onClick={() => {
          start().catch((error: unknown) => {
            setRedirecting(false);
            onError(error);
          });
        }}
      >
        {t('actions.signInWithSso')}
      </Button>
    </>
  );
}
