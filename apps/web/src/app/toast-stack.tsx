import { Notifications } from '@mantine/notifications';

/** Default toast timeout of the spec (part 1 §9). */
const TOAST_AUTO_CLOSE_MS = 5000;
/**
 * Toasts at the top centre: drawers and modals keep their actions (Save, Cancel) at the bottom
 * and a drawer's close button at the top right, where the bottom-right default covered them.
 */
const TOAST_POSITION = 'top-center';

/** Where toasts (`#lib/notify.ts`) show, with their transitions and auto-close. */
export function ToastStack() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position={TOAST_POSITION} />;
}
