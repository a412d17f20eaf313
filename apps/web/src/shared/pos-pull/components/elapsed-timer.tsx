import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `mm:ss` of a duration (minutes keep counting past 59: `75:03`). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * The running timer of a long operation (spec part 1 §4 "a loading indicator with a timer"):
 * time since `startedAt`, ticking every second until `endedAt` is given, then fixed.
 */
export function ElapsedTimer({ startedAt, endedAt }: { startedAt: number; endedAt?: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endedAt !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [endedAt]);
  const elapsed = formatElapsed((endedAt ?? now) - startedAt);
  return (
    <Text
      size="sm"
      c="dimmed"
      role="timer"
      aria-label={t('posPull.dialog.elapsedLabel', { elapsed })}
    >
      {t('posPull.dialog.elapsed', { elapsed })}
    </Text>
  );
}
