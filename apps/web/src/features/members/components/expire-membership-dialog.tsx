import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toIsoDate, type MembershipEntry } from '@app/domain';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useExpireMembership } from '../api/expire-membership.ts';
import { MemberDateInput } from './member-date-input.tsx';

interface ExpireMembershipDialogProps {
  member: MembershipEntry;
  onClose: () => void;
}

/** Asks before a membership stops counting at the checkout: now, or from a day to come. */
export function ExpireMembershipDialog({ member, onClose }: ExpireMembershipDialogProps) {
  const { t } = useTranslation();
  const location = useActiveLocation();
  const expire = useExpireMembership();
  const [when, setWhen] = useState<'now' | 'day'>('now');
  const [day, setDay] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const confirm = async () => {
    if (when === 'day' && !day) return setError(t('members.expire.dayRequired'));
    try {
      await expire.mutateAsync({ id: member.id, expires_on: when === 'day' ? day : null });
      notifySuccess(t('members.expire.done', { identifier: member.identifier }));
      onClose();
    } catch (failure) {
      const message = isApiError(failure) ? failure.fields.expires_on : undefined;
      if (message) setError(message);
      else notifyError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('members.expire.title', { identifier: member.identifier })}
    >
      <Stack>
        <Text size="sm">{t('members.expire.body')}</Text>
        <Radio.Group value={when} onChange={(value) => setWhen(value === 'day' ? 'day' : 'now')}>
          <Stack gap="xs">
            <Radio value="now" label={t('members.expire.now')} />
            <Radio value="day" label={t('members.expire.fromDay')} />
          </Stack>
        </Radio.Group>
        {when === 'day' && (
          <MemberDateInput
            label={t('members.fields.expiresOn')}
            minDate={toIsoDate(new Date(), location.timezone)}
            value={day}
            onChange={(value) => {
              setDay(value);
              setError(undefined);
            }}
            error={error}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={expire.isPending} onClick={() => void confirm()}>
            {t('members.expire.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
