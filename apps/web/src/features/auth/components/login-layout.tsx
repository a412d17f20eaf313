import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Title } from '@mantine/core';
import { LanguageSwitch } from '#shared/components/language-switch.tsx';
import { LoginInfoButton } from './login-info-button.tsx';

/** The frame of the screens outside the shell: a centred card with language and info. */
export function LoginLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          {/* Language and info sit above the title: beside it they squeezed longer titles
              ("Connexion des gestionnaires") onto three lines. */}
          <Stack gap="xs">
            <Group justify="flex-end" gap={4} wrap="nowrap" mt={-12} mr={-12}>
              <LanguageSwitch />
              <LoginInfoButton />
            </Group>
            <Title order={1} size="h2">
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
