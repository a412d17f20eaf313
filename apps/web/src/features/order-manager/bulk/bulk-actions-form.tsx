import { Radio, Stack, Group, TextInput, Textarea } from '@mantine/core';
import type { BulkAction } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** What staff choose before the dry run: the action, one day or a range, a reason to cancel. */
export interface BulkChoice {
  action: BulkAction;
  period: 'day' | 'range';
  date: string;
  start: string;
  end: string;
  reason: string;
}

export function BulkActionsForm({
  choice,
  actions,
  onChange,
}: {
  choice: BulkChoice;
  actions: readonly BulkAction[];
  onChange: (next: BulkChoice) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<BulkChoice>) => onChange({ ...choice, ...patch });
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('orderManagerTools.bulk.action')}
        value={choice.action}
        onChange={(value) => set({ action: value === 'cancel' ? 'cancel' : 'complete' })}
      >
        <Group mt="xs">
          {actions.map((action) => (
            <Radio key={action} value={action} label={t(`orderManagerTools.bulk.${action}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t('orderManagerTools.bulk.period')}
        value={choice.period}
        onChange={(value) => set({ period: value === 'range' ? 'range' : 'day' })}
      >
        <Group mt="xs">
          <Radio value="day" label={t('orderManagerTools.bulk.oneDay')} />
          <Radio value="range" label={t('orderManagerTools.bulk.range')} />
        </Group>
      </Radio.Group>
      {choice.period === 'day' ? (
        <TextInput
          type="date"
          label={t('orderManagerTools.bulk.date')}
          value={choice.date}
          onChange={(event) => set({ date: event.currentTarget.value })}
        />
      ) : (
        <Group grow>
          <TextInput
            type="date"
            label={t('orderManagerTools.bulk.start')}
            value={choice.start}
            onChange={(event) => set({ start: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('orderManagerTools.bulk.end')}
            value={choice.end}
            onChange={(event) => set({ end: event.currentTarget.value })}
          />
        </Group>
      )}
      {choice.action === 'cancel' && (
        <Textarea
          label={t('orderManagerTools.bulk.reason')}
          value={choice.reason}
          maxLength={500}
          onChange={(event) => set({ reason: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
