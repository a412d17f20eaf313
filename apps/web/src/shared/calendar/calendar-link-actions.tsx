import { useState } from 'react';
import { ActionIcon, Button, Menu, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendarEvent, IconCalendarPlus, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZCalendarLink, type CalendarLink } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { apiDownload, saveFile } from '#lib/api/api-download.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';

interface CalendarLinkActionsProps {
  /** The signed-in call answering the feed's address (`…/calendar-link`, under `/api`). */
  linkPath: string;
  /** The downloaded file's name, `.ics` included. */
  fileName: string;
  /** What the menu's button is named after (the event's title, the owner's name). */
  name: string;
  /** A labelled button (a page's header) or an icon (a table row). */
  compact?: boolean;
}

/** The feed's path under `/api`: downloaded from this app's own origin, whatever `PUBLIC_URL`. */
function apiPathOf(link: CalendarLink): string {
  const url = new URL(link.url);
  return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
}

/**
 * "Add to calendar" (the `.ics` file, which a calendar application imports) and "Copy
 * subscription link" (the feed's address, which a calendar application subscribes to and reads
 * again by itself). When the browser refuses the clipboard, the address is shown to copy by hand.
 */
export function CalendarLinkActions({
  linkPath,
  fileName,
  name,
  compact,
}: CalendarLinkActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const withLink = async (work: (link: CalendarLink) => Promise<void>) => {
    setBusy(true);
    try {
      // A refusal of the link is reported by apiRequest itself.
      const link = await apiRequest(linkPath, { schema: ZCalendarLink }).catch(() => null);
      if (link) await work(link);
    } catch {
      notifyError(t('eventCalendar.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const download = () =>
    withLink(async (link) => {
      const file = await apiDownload(apiPathOf(link), { accept: 'text/calendar' });
      saveFile(file.blob, fileName);
    });
  const copy = () =>
    withLink(async (link) => {
      try {
        await navigator.clipboard.writeText(link.url);
        notifySuccess(t('eventCalendar.copied'));
      } catch {
        modals.open({
          title: t('eventCalendar.linkTitle'),
          children: (
            <Stack gap="xs">
              <Text size="sm">{t('eventCalendar.copyByHand')}</Text>
              <TextInput
                readOnly
                aria-label={t('eventCalendar.linkTitle')}
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
              />
            </Stack>
          ),
        });
      }
    });

  const label = t('eventCalendar.menu', { name });
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        {compact ? (
          <ActionIcon variant="subtle" aria-label={label} loading={busy}>
            <IconCalendarEvent size={16} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            aria-label={label}
            loading={busy}
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
          >
            {t('eventCalendar.calendar')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={() => void download()}
        >
          {t('eventCalendar.addToCalendar')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={() => void copy()}>
          {t('eventCalendar.copyLink')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
