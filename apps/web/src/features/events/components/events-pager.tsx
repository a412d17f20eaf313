import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface EventsPagerProps {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}

/** How many events match, and the pages to move through them (when there is more than one). */
export function EventsPager({ total, pageSize, page, onPage }: EventsPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('events.count', { count: total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(`events.pages.${control}`) })}
        />
      )}
    </Group>
  );
}
