import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A titled part of an editor ("Hours", "Ordering"…). */
export function EditorSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section">
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
