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
          <Group justify="space-between" wrap="nowrap">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Group gap={4} wrap="nowrap">
              <LanguageSwitch />
              <LoginInfoButton />
            </Group>
          </Group>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
