import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A settings form's "Save", at its end on the right; it waits for a change. */
export function SaveRow({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="md">
      <Button type="submit" loading={saving} disabled={!dirty}>
        {t('actions.save')}
      </Button>
    </Group>
  );
}
