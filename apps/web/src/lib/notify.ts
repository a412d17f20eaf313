import { notifications } from '@mantine/notifications';

/**
 * Toasts. The auto-close delay (5000 ms) is set once on the `Notifications` provider; errors use
 * the error colour, everything else the theme's primary colour.
 */
export function notifyError(message: string, id?: string): void {
  notifications.show({ id, message, color: 'red', withBorder: true });
}

export function notifySuccess(message: string): void {
  notifications.show({ message, withBorder: true });
}
