import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The stack of toasts (transitions, drag to dismiss, scroll lock classes) is a good share of a
// screen's code and most screens open without a toast: it loads with the first one. Toasts
// shown before it is there wait in the store and appear when it mounts.
const ToastStack = lazy(() => import('./toast-stack.tsx').then((m) => ({ default: m.ToastStack })));

/** The app's toasts, mounted once the first toast is shown and kept from then on. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
