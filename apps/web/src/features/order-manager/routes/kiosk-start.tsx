import { useState } from 'react';
import { KioskStartModal } from '../components/kiosk-start-modal.tsx';

/**
 * The kiosk start modal over the order-creation screen, for the kiosk role: shown when the
 * kiosk opens and again after each submitted order (`key` change by the caller). The lead
 * renders it beside the create page for `role === 'kiosk'`.
 */
export function KioskStart() {
  const [opened, setOpened] = useState(true);
  return <KioskStartModal opened={opened} onStart={() => setOpened(false)} />;
}
