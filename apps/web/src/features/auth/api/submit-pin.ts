import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api/api-client.ts';
import { sessionStore } from '#lib/session/session-store.ts';

/** `POST /api/auth/pin {pin}`; errors are handled by the PIN screen itself. */
export function submitPin(pin: string): Promise<unknown> {
  return apiRequest('/auth/pin', { method: 'POST', body: { pin }, handleErrors: false });
}

export function useSubmitPin() {
  return useMutation({
    mutationFn: submitPin,
    onSuccess: () => sessionStore.setPinEntered(true),
  });
}
