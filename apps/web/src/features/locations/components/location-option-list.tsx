import { NavLink, Stack, Text } from '@mantine/core';
import type { Location } from '@app/domain';
import { IconBuildingStore, IconCheck } from '@tabler/icons-react';

interface LocationOptionListProps {
  /** Heading of the list, also its accessible name. */
  title: string;
  locations: Location[];
  activeId: number;
  onChoose: (location: Location) => void;
}

/** A titled list of locations to switch to. */
export function LocationOptionList({
  title,
  locations,
  activeId,
  onChoose,
}: LocationOptionListProps) {
  if (locations.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" px="xs" aria-hidden>
        {title}
      </Text>
      <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {locations.map((location) => (
          <li key={location.id}>
            <NavLink
              component="button"
              type="button"
              label={location.name}
              description={location.slug}
              active={location.id === activeId}
              // The default dimmed description lacks contrast on the active background.
              styles={{ description: { color: 'inherit', opacity: 1 } }}
              aria-current={location.id === activeId ? 'true' : undefined}
              leftSection={<IconBuildingStore size={18} aria-hidden />}
              rightSection={location.id === activeId ? <IconCheck size={16} aria-hidden /> : null}
              onClick={() => onChoose(location)}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
