import type { Locale } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { usersRepository } from './users.repository.ts';

/**
 * `PUT /auth/locale`: the language a signed-in user switched to becomes the account's, so the
 * next sign-in (on any device) opens in it and mail is written in it. Not a change of the
 * location's data, so no change-history row (docs/decisions/team.md).
 */
export async function saveAccountLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await usersRepository.setLocale(db, userId, locale);
}
