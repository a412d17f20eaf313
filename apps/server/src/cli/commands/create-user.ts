import { ZEventAccess, ZRole } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { hashSecret } from '../../modules/auth/secret-hashing.ts';
import { normalizeEmail, usersRepository } from '../../modules/auth/users.repository.ts';
import { restaurantsRepository } from '../../modules/restaurants/restaurants.repository.ts';
import { listOption, requiredOption, type AdminCommand } from '../admin-command.ts';
import { CliError, usageError } from '../cli-error.ts';
import { checkPassword, checkPin, passwordOption, pinOption } from './credentials.ts';

export interface CreateUserInput {
  email: string;
  name: string;
  role?: string;
  password: string;
  pin?: string | undefined;
  /** Location slugs in order: the first is the user's default location. */
  locations?: string[];
  eventAccess?: string | undefined;
  locale?: string | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates an account with argon2id password (and PIN) hashes, linked to its locations in order. */
export async function createUser(
  db: Db,
  input: CreateUserInput,
): Promise<{ id: number; email: string }> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) throw usageError(`"${input.email}" is not an email address`);
  const role = ZRole.safeParse(input.role ?? 'manager');
  if (!role.success)
    throw usageError(`role "${input.role}" is not one of ${ZRole.options.join(', ')}`);
  const eventAccess =
    input.eventAccess === undefined ? null : ZEventAccess.safeParse(input.eventAccess);
  if (eventAccess && !eventAccess.success)
    throw usageError(
      `event access "${input.eventAccess}" is not one of ${ZEventAccess.options.join(', ')}`,
    );
  const locale = input.locale ?? 'en-CA';
  if (locale !== 'en-CA' && locale !== 'fr-CA') throw usageError('the locale is en-CA or fr-CA');
  const slugs = input.locations ?? [];
  const found = slugs.length ? await restaurantsRepository.listBySlugs(db, slugs) : [];
  const missing = slugs.filter((slug) => !found.some((location) => location.slug === slug));
  if (missing.length) throw new CliError(`no location with slug ${missing.join(', ')}`);
  if (await usersRepository.findByEmail(db, email))
    throw new CliError(`a user with email ${email} already exists`);

  const passwordHash = await hashSecret(checkPassword(input.password));
  const pinHash = input.pin === undefined ? null : await hashSecret(checkPin(input.pin));
  return db.transaction(async (tx) => {
    const user = await usersRepository.insert(tx, {
      email,
      name: input.name.trim(),
      role: role.data,
      event_access: eventAccess?.data ?? null,
      password_hash: passwordHash,
      pin_hash: pinHash,
      locale,
    });
    const ordered = slugs.map((slug, position) => ({
      user_id: user.id,
      restaurant_id: found.find((location) => location.slug === slug)!.id,
      position,
    }));
    await usersRepository.linkRestaurants(tx, ordered);
    return user;
  });
}

export const createUserCommand: AdminCommand = {
  name: 'create-user',
  usage:
    'create-user --email EMAIL --name NAME [--role manager] [--password PASSWORD] [--pin [PIN]] [--locations slug1,slug2] [--event-access admin|events|server] [--locale en-CA|fr-CA]',
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    password: { type: 'string' },
    pin: { type: 'string' },
    locations: { type: 'string' },
    'event-access': { type: 'string' },
    locale: { type: 'string' },
  },
  promptable: ['pin'],
  async run({ db, values, print, prompter, terminal }) {
    const locations = listOption(values, 'locations');
    const input = {
      email: requiredOption(values, 'email'),
      name: requiredOption(values, 'name'),
      role: values.role as string | undefined,
      eventAccess: values['event-access'] as string | undefined,
      locale: values.locale as string | undefined,
      locations,
    };
    const password = await passwordOption(values, prompter, terminal);
    const user = await createUser(db, {
      ...input,
      password,
      pin: await pinOption(values, prompter),
    });
    print(`Created user ${user.email} (id ${user.id}).`);
    if (locations.length === 0)
      print('Warning: without a location this user cannot sign in (add --locations).');
  },
};
