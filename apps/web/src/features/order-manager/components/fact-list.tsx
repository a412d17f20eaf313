import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A titled section of label / value pairs; facts without a value are left out, and so is an empty section. */
export function FactList({ title, facts }: { title: string; facts: (Fact | false | null)[] }) {
  const shown = facts.filter(
    (fact): fact is Fact => !!fact && fact.value !== '' && fact.value != null,
  );
  if (shown.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4} component="dl" m={0}>
        {shown.map((fact) => (
          <div key={fact.label}>
            <Text component="dt" size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {fact.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
