import type { ReactNode } from 'react';
import { Box, Container, Group, Text, Title } from '@mantine/core';
import { LanguageSwitch } from '#shared/components/language-switch.tsx';

interface PreOrderFrameProps {
  /** The venue's name above the heading, once known. */
  kicker?: string;
  heading: string;
  children: ReactNode;
}

/**
 * The pre-order page's frame, outside the staff app: a banner with the venue, the page's heading
 * and the English/French switch, then the content in one column that fits a phone.
 */
export function PreOrderFrame({ kicker, heading, children }: PreOrderFrameProps) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box
        component="header"
        py="md"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              {kicker && (
                <Text size="sm" c="dimmed">
                  {kicker}
                </Text>
              )}
              <Title order={1} size="h2">
                {heading}
              </Title>
            </div>
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Container size="md" component="main" py="md">
        {children}
      </Container>
    </Box>
  );
}
