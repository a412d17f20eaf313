import { Notifications } from '@mantine/notifications';

/** Default toast timeout of the spec (part 1 §9). */
const TOAST_AUTO_CLOSE_MS = 5000;

/** Where toasts (`#lib/notify.ts`) show, with their transitions and auto-close. */
export function ToastStack() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} />;
}
