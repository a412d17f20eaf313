import { Center, Image } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';

/** A menu's picture in a list (4:3), or a placeholder icon. */
export function MenuThumbnail({ src }: { src: string | null }) {
  if (src) return <Image src={src} alt="" w={64} h={48} radius="sm" fit="cover" />;
  return (
    <Center w={64} h={48} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
      <IconToolsKitchen2 size={22} color="var(--mantine-color-dimmed)" aria-hidden />
    </Center>
  );
}
