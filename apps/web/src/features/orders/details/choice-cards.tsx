import { Group, Radio, SimpleGrid, Text } from '@mantine/core';

/** Big radio cards: a tablet at the counter is used with fingers. */
export function ChoiceCards<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next)}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs" mt="xs">
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} p="sm" mih={48}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text fw={500}>{option.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
