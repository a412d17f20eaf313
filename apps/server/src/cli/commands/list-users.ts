import type { Db } from '../../db/client.ts';
import { usersRepository } from '../../modules/auth/users.repository.ts';
import type { AdminCommand } from '../admin-command.ts';

export interface UserListing {
  id: number;
  email: string;
  name: string;
  role: string;
  eventAccess: string | null;
  locations: string[];
  hasPin: boolean;
  status: 'active' | 'disabled' | 'locked';
}

/** Every account with its locations (slugs, default first). */
export async function listUsers(db: Db): Promise<UserListing[]> {
  const rows = await usersRepository.listAll(db);
  const links = await usersRepository.listLocationSlugs(db);
  const now = new Date();
  return rows.map((user) => ({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    eventAccess: user.event_access,
    locations: links.filter((link) => link.userId === user.id).map((link) => link.slug),
    hasPin: user.pin_hash !== null,
    status: user.disabled
      ? 'disabled'
      : user.locked_until && user.locked_until > now
        ? 'locked'
        : 'active',
  }));
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

export const listUsersCommand: AdminCommand = {
  name: 'list-users',
  usage: 'list-users',
  options: {},
  async run({ db, print }) {
    const listing = await listUsers(db);
    if (listing.length === 0) return print('No users yet: add one with create-user.');
    const rows = listing.map((user) => [
      String(user.id),
      user.email,
      user.name,
      user.role,
      user.eventAccess ?? '-',
      user.locations.join(',') || '-',
      user.hasPin ? 'yes' : 'no',
      user.status,
    ]);
    for (const line of table(
      ['ID', 'EMAIL', 'NAME', 'ROLE', 'EVENTS', 'LOCATIONS', 'PIN', 'STATUS'],
      rows,
    ))
      print(line);
  },
};
