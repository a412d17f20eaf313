import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api/api-client.ts';

/** `GET /api/auth/sso`: whether single sign-on is offered, and where to send the user. */
export interface SsoSettings {
  enabled: boolean;
  authorization_endpoint?: string;
  client_id?: string;
  scope?: string;
}

export function getSsoSettings(signal?: AbortSignal): Promise<SsoSettings> {
  return apiRequest<SsoSettings>('/auth/sso', {
    authenticated: false,
    handleErrors: false,
    signal,
  });
}

export const ssoSettingsQueryOptions = queryOptions({
  queryKey: ['auth', 'sso'] as const,
  queryFn: ({ signal }) => getSsoSettings(signal),
  staleTime: Infinity,
});

/** The SSO settings; a failed call means no SSO button, never an error on the login screen. */
export function useSsoSettings() {
  return useQuery(ssoSettingsQueryOptions);
}
