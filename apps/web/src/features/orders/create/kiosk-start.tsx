import { useState } from 'react';
import { KioskStartModal } from './kiosk-start-modal.tsx';

/**
 * The kiosk start modal over the order-creation screen, for the kiosk role: shown when the
 * kiosk opens and again after each submitted order (`key` change by `OrderWorkspace`).
 */
export function KioskStart() {
  const [opened, setOpened] = useState(true);
  return <KioskStartModal opened={opened} onStart={() => setOpened(false)} />;
}
