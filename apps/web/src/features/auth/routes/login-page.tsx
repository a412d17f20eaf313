import { lazy, Suspense, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '#lib/session/session-store.ts';
import { isStorageBlocked } from '#lib/storage/browser-storage.ts';
import { LoginLayout } from '../components/login-layout.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SsoButton } from '../components/sso-button.tsx';
import { readLastEmail } from '../last-email.ts';
import { useLoginErrorText } from '../login-error-text.ts';

// Forms that only a link or a click opens come in chunks of their own: the sign-in form stays
// within the first screen's budget (e2e/first-screen-budget.spec.ts).
const ForgotPasswordForm = lazy(() =>
  import('../components/forgot-password-form.tsx').then((m) => ({
    default: m.ForgotPasswordForm,
  })),
);
const ResetPasswordForm = lazy(() =>
  import('../components/reset-password-form.tsx').then((m) => ({
    default: m.ResetPasswordForm,
  })),
);

// Only browsers that block storage see this dialog; the others never download it.
const StorageBlockedDialog = lazy(() =>
  import('../components/storage-blocked-dialog.tsx').then((m) => ({
    default: m.StorageBlockedDialog,
  })),
);

type Notice = 'resetRequested' | 'resetDone' | 'inviteDone';

interface LoginLocationState {
  /** Where the guard came from, to return there after signing in. */
  from?: string;
  notice?: Notice;
}

/** /login: sign-in, forgot password, and the new-password form of a mailed reset link. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const routerLocation = useLocation();
  const state = (routerLocation.state ?? {}) as LoginLocationState;
  // The mailed link carries the token in the fragment, which browsers never send to a server.
  const fragment = new URLSearchParams(routerLocation.hash.slice(1));
  const inviteToken = fragment.get('invite_token');
  const linkToken = fragment.get('reset_token') ?? inviteToken;
  const doneNotice: Notice = inviteToken ? 'inviteDone' : 'resetDone';
  const errorText = useLoginErrorText();
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');
  const [email, setEmail] = useState(readLastEmail);
  const [notice, setNotice] = useState<Notice | null>(state.notice ?? null);
  const [ssoError, setSsoError] = useState<unknown>(null);

  if (session.authenticated) {
    return <Navigate to={state.from ?? '/'} replace />;
  }

  const title = inviteToken
    ? t('login.inviteTitle')
    : linkToken
      ? t('login.resetTitle')
      : mode === 'forgot'
        ? t('login.forgotTitle')
        : t('login.title');

  return (
    <LoginLayout title={title}>
      {isStorageBlocked() && (
        <Suspense fallback={null}>
          <StorageBlockedDialog />
        </Suspense>
      )}
      <Stack gap="md">
        {notice && (
          <Alert color="teal" role="status">
            {t(`login.${notice}`)}
          </Alert>
        )}
        {ssoError !== null && (
          <Alert color="red" role="alert">
            {errorText(ssoError, 'sso')}
          </Alert>
        )}
        <Suspense fallback={null}>
          {linkToken ? (
            <ResetPasswordForm
              key={linkToken}
              token={linkToken}
              purpose={inviteToken ? 'invite' : 'reset'}
              onBack={() => void navigate('/login', { replace: true })}
              onDone={() => {
                void navigate('/login', { replace: true, state: { notice: doneNotice } });
                setNotice(doneNotice);
              }}
            />
          ) : mode === 'forgot' ? (
            <ForgotPasswordForm
              initialEmail={email}
              onBack={(typed) => {
                setEmail(typed);
                setMode('sign-in');
              }}
              onRequested={() => {
                setNotice('resetRequested');
                setMode('sign-in');
              }}
            />
          ) : (
            <>
              <SignInForm
                initialEmail={email}
                onForgotPassword={(typed) => {
                  setEmail(typed);
                  setNotice(null);
                  setMode('forgot');
                }}
              />
              <SsoButton onError={setSsoError} />
            </>
          )}
        </Suspense>
      </Stack>
    </LoginLayout>
  );
}
