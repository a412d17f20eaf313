import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';

interface MenuChoiceProps {
  /** The menus that serve the chosen order type, open to staff. */
  menus: readonly PublishedMenu[];
  value: number | null;
  label: string;
  onChoose: (menu: PublishedMenu) => void;
}

/** The menus to order from, as big cards; members-only and staff-only menus say so. */
export function MenuChoice({ menus, value, label, onChoose }: MenuChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (menus.length === 0) {
    return (
      <Stack gap={4}>
        <Text fw={500}>{label}</Text>
        <Text c="dimmed">{t('orders.menus.none')}</Text>
      </Stack>
    );
  }
  return (
    <Radio.Group
      label={label}
      value={value === null ? null : String(value)}
      onChange={(id) => {
        const menu = menus.find((candidate) => String(candidate.id) === id);
        if (menu) onChoose(menu);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="xs">
        {menus.map((menu) => (
          <Radio.Card key={menu.id} value={String(menu.id)} p="md" mih={64}>
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <Radio.Indicator mt={2} />
              <Stack gap={4}>
                <Text fw={600}>{localizedName(menu, locale)}</Text>
                <Group gap={6}>
                  {menu.member_only && (
                    <Badge variant="light" color="grape">
                      {t('orders.menus.membersOnly')}
                    </Badge>
                  )}
                  {menu.access_level === 'staff_only' && (
                    <Badge variant="light" color="gray">
                      {t('orders.menus.staffOnly')}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
