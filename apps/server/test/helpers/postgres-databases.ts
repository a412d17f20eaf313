import { randomBytes } from 'node:crypto';

/** The maintenance database on the same server, where databases are created and dropped. */
export function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function templateDatabaseName(): string {
  return `backoffice_tpl_${process.pid}`;
}

export function freshDatabaseName(): string {
  return `backoffice_t_${randomBytes(5).toString('hex')}`;
}
