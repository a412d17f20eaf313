import { ZUpdateBrandingRequest, type UpdateBrandingRequest } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ValidationErrorMap } from '#shared/forms/use-localized-form.ts';

/** The form holds the request itself: every field has a value, texts may be empty. */
export type AppearanceFormValues = UpdateBrandingRequest;

/** Validation by the schema the server applies to `PUT /settings/branding`, in the user's language. */
export function appearanceResolver(
  error: ValidationErrorMap,
): Resolver<AppearanceFormValues, unknown, UpdateBrandingRequest> {
  return zodResolver(ZUpdateBrandingRequest, { error });
}
