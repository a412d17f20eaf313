import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { errorMessage } from '#i18n/error-messages.ts';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '#lib/api/api-client.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { endSession, logout } from '#lib/session/end-session.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { useSubmitPin } from '../api/submit-pin.ts';
import { LoginLayout } from './login-layout.tsx';

type PinProblem = { code: 'pin_missing' } | { code: 'pin_invalid'; attempts: number };

/**
 * Shown instead of the app to a user whose token requires a PIN, until the server accepts it.
 * The server counts attempts; at the maximum it revokes the session and we log out.
 */
export function PinScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<PinProblem | null>(null);
  const submit = useSubmitPin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pin.trim() === '') return setProblem({ code: 'pin_missing' });
    setProblem(null);
    submit.mutate(pin.trim(), {
      onError: (error) => {
        setPin('');
        if (!isApiError(error)) return setProblem({ code: 'pin_invalid', attempts: 0 });
        if (error.code === 'pin_max_attempts') return endSession('pin_max_attempts');
        if (error.code === 'pin_missing') return setProblem({ code: 'pin_missing' });
        if (error.code === 'pin_invalid') {
          const attempts = Number(error.body.attempts_remaining ?? 0);
          return setProblem({ code: 'pin_invalid', attempts });
        }
        handleApiError(error);
      },
    });
  };

  const problemText =
    problem &&
    errorMessage(problem.code, locale, problem.code === 'pin_invalid' ? problem : undefined);

  return (
    <LoginLayout title={t('pin.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('pin.help')}</Text>
          {problemText && (
            <Alert color="red" role="alert">
              {problemText}
            </Alert>
          )}
          <PasswordInput
            label={t('fields.pin')}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            visibilityToggleButtonProps={{ 'aria-label': t('actions.showPassword') }}
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => void logout()}>
              {t('actions.logout')}
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {t('actions.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LoginLayout>
  );
}
