import type { Db } from '../../db/client.ts';
import { sessionsRepository } from '../../modules/auth/sessions.repository.ts';
import { hashSecret } from '../../modules/auth/secret-hashing.ts';
import { usersRepository } from '../../modules/auth/users.repository.ts';
import { requiredOption, type AdminCommand } from '../admin-command.ts';
import { CliError } from '../cli-error.ts';
import { checkPassword, passwordOption } from './credentials.ts';

/**
 * Sets a user's password as a password reset does: the lockout is cleared and every session of
 * the user ends.
 */
export async function setPassword(db: Db, email: string, password: string): Promise<void> {
  const user = await usersRepository.findByEmail(db, email);
  if (!user) throw new CliError(`no user with email ${email.trim()}`);
  const passwordHash = await hashSecret(checkPassword(password));
  await db.transaction(async (tx) => {
    await usersRepository.setPassword(tx, user.id, passwordHash);
    await sessionsRepository.revokeAllOfUser(tx, user.id, new Date());
  });
}

export const setPasswordCommand: AdminCommand = {
  name: 'set-password',
  usage: 'set-password --email EMAIL [--password PASSWORD]',
  options: { email: { type: 'string' }, password: { type: 'string' } },
  async run({ db, values, print, prompter, terminal }) {
    const email = requiredOption(values, 'email');
    const user = await usersRepository.findByEmail(db, email);
    if (!user) throw new CliError(`no user with email ${email}`);
    await setPassword(db, email, await passwordOption(values, prompter, terminal));
    print(`Password of ${user.email} set; their sessions were ended.`);
  },
};
