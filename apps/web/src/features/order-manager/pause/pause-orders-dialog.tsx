import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { zonedTimeToInstant, type Location, type PauseOrdersRequest } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { pauseMessageOf } from './orders-paused-banner.tsx';

type Until = 'resumed' | 'time';

/**
 * The instant a `datetime-local` value (`YYYY-MM-DDTHH:mm`) means in the location's time zone, or
 * null when it is not one.
 */
function instantOf(value: string, timeZone: string): Date | null {
  const [date, time] = value.split('T');
  if (!date || !time) return null;
  try {
    return zonedTimeToInstant(date, time.slice(0, 5), timeZone);
  } catch {
    return null;
  }
}

/**
 * What pausing asks (spec part 2 §4, §5): the message in English and in French (both required,
 * prefilled with the location's or the thanks-for-your-patience text), and until when: until
 * resumed by hand or a time chosen in the location's time zone.
 */
export function PauseOrdersDialog({
  location,
  opened,
  busy,
  onClose,
  onPause,
}: {
  location: Location;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onPause: (body: PauseOrdersRequest) => void;
}) {
  const { t } = useTranslation();
  const [en, setEn] = useState(
    () => pauseMessageOf(location, 'en') || t('orderManagerTools.pause.defaultMessageEn'),
  );
  const [fr, setFr] = useState(
    () => pauseMessageOf(location, 'fr') || t('orderManagerTools.pause.defaultMessageFr'),
  );
  const [until, setUntil] = useState<Until>('resumed');
  const [at, setAt] = useState('');
  const [tried, setTried] = useState(false);

  const instant = until === 'time' ? instantOf(at, location.timezone) : null;
  const [past, setPast] = useState(false);
  const atError =
    until !== 'time'
      ? null
      : !instant
        ? t('orderManagerTools.pause.untilRequired')
        : past
          ? t('orderManagerTools.pause.untilPast')
          : null;
  const messageError = (text: string) =>
    tried && !text.trim() ? t('orderManagerTools.pause.bothLanguages') : null;

  function submit() {
    setTried(true);
    const isPast = instant !== null && instant.getTime() <= Date.now();
    setPast(isPast);
    if (!en.trim() || !fr.trim() || (until === 'time' && !instant) || isPast) return;
    onPause({
      orders_paused: true,
      orders_paused_until: instant ? instant.toISOString() : null,
      order_options: {
        orders_paused_message: en.trim(),
        localization: { fr: { orders_paused_message: fr.trim() } },
      },
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('orderManagerTools.pause.title')} centered>
      <Stack gap="md">
        <Textarea
          label={t('orderManagerTools.pause.messageEn')}
          value={en}
          onChange={(event) => setEn(event.currentTarget.value)}
          error={messageError(en)}
          maxLength={500}
          rows={2}
        />
        <Textarea
          label={t('orderManagerTools.pause.messageFr')}
          value={fr}
          onChange={(event) => setFr(event.currentTarget.value)}
          error={messageError(fr)}
          maxLength={500}
          rows={2}
        />
        <Radio.Group
          label={t('orderManagerTools.pause.how')}
          value={until}
          onChange={(value) => setUntil(value === 'time' ? 'time' : 'resumed')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="resumed" label={t('orderManagerTools.pause.untilResumed')} />
            <Radio value="time" label={t('orderManagerTools.pause.untilTime')} />
          </Stack>
        </Radio.Group>
        {until === 'time' && (
          <TextInput
            type="datetime-local"
            label={t('orderManagerTools.pause.untilLabel', { timeZone: location.timezone })}
            value={at}
            onChange={(event) => {
              setAt(event.currentTarget.value);
              setPast(false);
            }}
            error={tried ? atError : null}
          />
        )}
        <Group justify="flex-end">
          <Button color="orange" onClick={submit} loading={busy}>
            {t('orderManagerTools.pause.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
