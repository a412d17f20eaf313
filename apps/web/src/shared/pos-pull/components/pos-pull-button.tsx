import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { canPullFromPos } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { usePosPull } from '../api/use-pos-pull.ts';
import { PosPullDialog } from './pos-pull-dialog.tsx';

/**
 * "Refresh from point of sale" on the Menus screen, for users who may pull (domain
 * `canPullFromPos`: menus screen, `pos_integrated` location); opens the pull's dialog.
 */
export function PosPullButton() {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const location = useActiveLocation();
  const pull = usePosPull();
  if (!canPullFromPos({ role, location })) return null;
  const busy = pull.state !== null && !('endedAt' in pull.state);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={pull.start}
        loading={busy}
      >
        {t('posPull.button')}
      </Button>
      <PosPullDialog state={pull.state} onClose={pull.reset} />
    </>
  );
}
