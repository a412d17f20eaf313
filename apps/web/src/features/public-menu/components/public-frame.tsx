import type { ReactNode } from 'react';
import { Box, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '#shared/components/language-switch.tsx';

/** Banner (location name and the language switch), main content and footer. */
export function PublicFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="white" c="dark.9">
      <Box
        component="header"
        py="md"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" c="gray.7">
                {t('publicMenu.subtitle')}
              </Text>
              <Title order={1} size="h2">
                {heading}
              </Title>
            </div>
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Container size="sm" component="main" py="md">
        {children}
      </Container>
    </Box>
  );
}
