import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSsoSettings } from '../api/get-sso-settings.ts';

// A dialog (with its scroll area, focus trap and overlay) is more code than the rest of the
// login screen: it loads when first opened.
const LoginInfoDialog = lazy(() =>
  import('./login-info-dialog.tsx').then((m) => ({ default: m.LoginInfoDialog })),
);

/**
 * The info icon of the login screen, opening the dialog about sign-in and who to contact; the
 * single sign-on button is mentioned only when the server offers it (as the button is shown).
 */
export function LoginInfoButton() {
  const { t } = useTranslation();
  const sso = useSsoSettings();
  const [opened, setOpened] = useState(false);
  // Stays mounted once opened, so that closing plays the dialog's transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        aria-label={t('login.info.open')}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        <IconInfoCircle size={20} aria-hidden />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <LoginInfoDialog
            opened={opened}
            onClose={() => setOpened(false)}
            ssoOffered={sso.data?.enabled === true}
          />
        </Suspense>
      )}
    </>
  );
}
