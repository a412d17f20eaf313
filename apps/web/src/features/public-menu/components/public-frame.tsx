import type { ReactNode } from 'react';
import { Box, Container, Group, Image, Text, Title } from '@mantine/core';
import { defaultBrandingSettings, type PublicBranding } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { brandingLook } from '#shared/branding/branding-style.ts';
import { LanguageSwitch } from '#shared/components/language-switch.tsx';

interface PublicFrameProps {
  heading: string;
  /** The location's appearance; the product's own look while it is not known yet. */
  branding?: PublicBranding;
  children: ReactNode;
}

/**
 * Banner (display name, the language switch when the menu is offered in both languages, and the
 * location's image), main content and footer, in the location's appearance (theme, primary
 * colour, fonts).
 */
export function PublicFrame({ heading, branding, children }: PublicFrameProps) {
  const { t } = useTranslation();
  const look = branding ?? { ...defaultBrandingSettings, image: null };
  const gallery = look.browse_style === 'gallery';
  return (
    <Box mih="100vh" data-public-menu data-browse-style={look.browse_style} {...brandingLook(look)}>
      <Box
        component="header"
        py="md"
        bg="var(--menu-header-bg)"
        c="var(--menu-header-text)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size={gallery ? 'md' : 'sm'}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" c="var(--menu-header-dimmed)">
                {t('publicMenu.subtitle')}
              </Text>
              <Title order={1} size="h2">
                {heading}
              </Title>
            </div>
            {look.menu_languages.length > 1 && <LanguageSwitch color="var(--menu-header-text)" />}
          </Group>
        </Container>
      </Box>
      {look.image && (
        <Container size={gallery ? 'md' : 'sm'} pt="md">
          <Image src={look.image} alt="" radius="md" mah={260} fit="cover" />
        </Container>
      )}
      <Container size={gallery ? 'md' : 'sm'} component="main" py="md">
        {children}
      </Container>
    </Box>
  );
}
