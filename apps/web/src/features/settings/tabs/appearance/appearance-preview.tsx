import { Box, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { defaultBrandingSettings, ZBrandingSettings } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { brandingLook } from '#shared/branding/branding-style.ts';
import type { AppearanceFormValues } from './appearance-form.ts';

/**
 * A small card of the public menu as the form stands: header in the primary colour, the display
 * name in the heading font, one sample item in the chosen card style. A value being typed that is
 * not valid yet (a half-written colour) shows the default instead.
 */
export function AppearancePreview({
  values,
  locationName,
  image,
}: {
  values: AppearanceFormValues;
  locationName: string;
  image: string | null;
}) {
  const { t } = useTranslation();
  const checked = ZBrandingSettings.safeParse(values);
  const shown = checked.success
    ? checked.data
    : {
        ...defaultBrandingSettings,
        ...values,
        primary_color: ZBrandingSettings.shape.primary_color.safeParse(values.primary_color).success
          ? values.primary_color
          : '',
      };
  const vertical = shown.card_style === 'vertical';
  return (
    <Stack gap="xs" pos="sticky" top={16}>
      <Text fw={600}>{t('settingsAppearance.preview')}</Text>
      <Paper
        withBorder
        radius="md"
        style={{ overflow: 'hidden' }}
        aria-hidden
        data-testid="appearance-preview"
      >
        <Box {...brandingLook(shown)}>
          <Box px="md" py="sm" bg="var(--menu-header-bg)" c="var(--menu-header-text)">
            <Title order={3} size="h4">
              {shown.display_name.trim() || locationName}
            </Title>
          </Box>
          {image && <Image src={image} alt="" h={110} fit="cover" />}
          <Box p="md">
            <Box
              p="sm"
              bg="var(--menu-surface)"
              bd="1px solid var(--mantine-color-default-border)"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                display: 'flex',
                flexDirection: vertical ? 'column' : 'row',
                gap: 'var(--mantine-spacing-sm)',
              }}
            >
              <Box
                w={vertical ? '100%' : 72}
                miw={vertical ? undefined : 72}
                style={{
                  aspectRatio: vertical ? '16 / 7' : '4 / 3',
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: 'color-mix(in srgb, var(--menu-accent) 22%, var(--menu-surface))',
                }}
              />
              <Stack gap={2}>
                <Title order={4} size="h5">
                  {t('settingsAppearance.previewItem')}
                </Title>
                <Text fw={600} c="var(--menu-accent-text)">
                  {t('settingsAppearance.previewPrice')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('settingsAppearance.previewDescription')}
                </Text>
              </Stack>
            </Box>
          </Box>
        </Box>
      </Paper>
    </Stack>
  );
}
