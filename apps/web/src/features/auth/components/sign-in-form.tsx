import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '#shared/forms/use-schema-form.ts';
import { useSignIn } from '../api/sign-in.ts';
import { loadFormSchemas } from '../load-form-schemas.ts';
import { useLoginErrorText } from '../login-error-text.ts';

interface SignInFormProps {
  initialEmail: string;
  /** Switches to forgot-password mode, carrying the email typed so far. */
  onForgotPassword: (email: string) => void;
}

/** Email and password sign-in; on success the session starts and the login page moves on. */
export function SignInForm({ initialEmail, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const errorText = useLoginErrorText();
  const signIn = useSignIn();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useSchemaForm(() => loadFormSchemas().then((m) => m.ZSignInRequest), {
    email: initialEmail,
    password: '',
  });

  return (
    <form onSubmit={form.handleSubmit((credentials) => signIn.mutate(credentials))} noValidate>
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="red" role="alert">
            {errorText(signIn.error, 'sign-in')}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          withAsterisk
          {...form.field('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          withAsterisk
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? t('actions.hidePassword') : t('actions.showPassword'),
            'aria-pressed': passwordVisible,
          }}
          {...form.field('password')}
        />
        <Group justify="flex-end">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(form.values.email)}
          >
            {t('actions.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('actions.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
