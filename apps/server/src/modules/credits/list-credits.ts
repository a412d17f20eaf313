import { CREDITS_PAGE_SIZE, type CreditsPage } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { creditsRepository } from './credits.repository.ts';

/** `GET /auth/credits`: a page of credits by email, `search` in email or name. */
export function listCredits(
  ctx: TenantContext,
  query: { search?: string | undefined; cursor?: string | undefined },
): Promise<CreditsPage> {
  return ctx.tenantTx(async (tx) => {
    const rows = await creditsRepository.page(tx, ctx.restaurantId, {
      search: query.search,
      after: readCursor(query.cursor),
      limit: CREDITS_PAGE_SIZE + 1,
    });
    const items = rows.slice(0, CREDITS_PAGE_SIZE);
    const last = items.at(-1);
    const more = rows.length > CREDITS_PAGE_SIZE && last;
    return { items, next_cursor: more ? writeCursor([last.email.toLowerCase(), last.id]) : null };
  });
}

function writeCursor(key: [string, number]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key after which a page starts; an unreadable cursor starts from the beginning. */
function readCursor(cursor: string | undefined): [string, number] | null {
  if (!cursor) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && typeof key[0] === 'string' && Number.isInteger(key[1])) {
      return [key[0], key[1] as number];
    }
  } catch {
    // falls through
  }
  return null;
}
