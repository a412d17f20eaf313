import {
  parseLocale,
  splitSuiteOwnerName,
  suiteOwnerDisplayName,
  type SuiteOwner,
  type SuiteOwnerRequest,
} from '@app/domain';
import type { SuiteOwnerRow, SuiteOwnerValues } from './suite-owners.repository.ts';

/**
 * A stored owner as answered: its two names as stored, or split from the display name when the
 * row holds that alone (docs/decisions/catering.md "Event settings").
 */
export function suiteOwnerOf(row: SuiteOwnerRow): SuiteOwner {
  const names =
    row.first_name === null
      ? splitSuiteOwnerName(row.name)
      : { firstName: row.first_name, lastName: row.last_name ?? '' };
  return {
    id: row.id,
    ...names,
    name: row.name,
    email: row.email,
    company_name: row.company_name,
    title: row.title,
    phone_number: row.phone_number,
    locale: parseLocale(row.locale),
  };
}

/** What a request stores: both names, and the display name made of them. */
export function suiteOwnerValues(request: SuiteOwnerRequest): SuiteOwnerValues {
  const { firstName, lastName, ...rest } = request;
  return {
    ...rest,
    first_name: firstName,
    last_name: lastName,
    name: suiteOwnerDisplayName(firstName, lastName),
  };
}
