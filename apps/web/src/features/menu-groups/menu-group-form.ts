import { ZCreateMenuGroupRequest, type CreateMenuGroupRequest, type MenuGroup } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ValidationErrorMap } from '#shared/forms/use-localized-form.ts';

export interface MenuGroupFormValues {
  name: string;
  localization: Record<string, Record<string, string>>;
  /** Ids of the menus in the group. */
  menus: number[];
}

/** The editor's starting values; the secondary name starts as empty text, never missing. */
export function menuGroupToForm(
  group: MenuGroup | undefined,
  secondary: string,
): MenuGroupFormValues {
  const localization: MenuGroupFormValues['localization'] = {};
  for (const [language, fields] of Object.entries(group?.localization ?? {})) {
    localization[language] = Object.fromEntries(
      Object.entries(fields).map(([field, text]) => [field, text ?? '']),
    );
  }
  localization[secondary] = { name: '', ...localization[secondary] };
  return { name: group?.name ?? '', localization, menus: [...(group?.menus ?? [])] };
}

/** Validation by the schema the server applies to `POST /menu-groups`, in the user's language. */
export function menuGroupResolver(
  error: ValidationErrorMap,
): Resolver<MenuGroupFormValues, unknown, CreateMenuGroupRequest> {
  return zodResolver(ZCreateMenuGroupRequest, { error }) as unknown as Resolver<
    MenuGroupFormValues,
    unknown,
    CreateMenuGroupRequest
  >;
}
