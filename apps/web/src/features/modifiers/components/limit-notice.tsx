import { Alert, List } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LimitAdjustment } from '../fit-rows-to-limit.ts';

interface LimitNoticeProps {
  adjustments: LimitAdjustment[];
  /** The option's name by row index (as it is now). */
  nameOf: (index: number) => string;
  onClose: () => void;
}

/** Tells which options the selection maximum changed, and how. */
export function LimitNotice({ adjustments, nameOf, onClose }: LimitNoticeProps) {
  const { t } = useTranslation();
  if (adjustments.length === 0) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      icon={<IconInfoCircle aria-hidden />}
      title={t('modifiers.limitNotice.title')}
      withCloseButton
      closeButtonLabel={t('actions.close')}
      onClose={onClose}
    >
      <List size="sm">
        {adjustments.map((adjustment) => (
          <List.Item key={`${adjustment.index}-${adjustment.kind}`}>
            {t(`modifiers.limitNotice.${adjustment.kind}`, {
              name: nameOf(adjustment.index),
              quantity: adjustment.quantity ?? 0,
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
