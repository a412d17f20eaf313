import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { menuItems, type DeepMenu, type OptionGroup, type PublishedMenu } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { publishedMenusText } from '../../catalogue/deep-menus.repository.ts';
import { optionGroupsRepository } from '../../catalogue/option-groups.repository.ts';

/** The published menus as stored and sent: gzip of the JSON array, its base64, and the etag. */
export interface PublishedMenusSnapshot {
  gzip: Buffer;
  etag: string;
  /** Size of the JSON text in bytes (UTF-8). */
  jsonBytes: number;
}

/**
 * The modifier groups a menu's items link to, and the groups their options open (sub-groups, at
 * any depth), in the modifiers screen's order; `item_count` (a count over the whole location)
 * is left out.
 */
function groupsOfMenu(menu: DeepMenu, groups: OptionGroup[]): PublishedMenu['option_groups'] {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const wanted = new Set<number>();
  const queue = menuItems(menu).flatMap((item) => item.options);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const group = byId.get(id);
    if (!group || wanted.has(id)) continue;
    wanted.add(id);
    for (const value of group.values)
      if (value.sub_group_id !== null) queue.push(value.sub_group_id);
  }
  return groups
    .filter((group) => wanted.has(group.id))
    .map(({ item_count: _count, ...group }) => group);
}

/**
 * Builds the location's published menus (ZPublishedMenu[]): the deep-menu SQL with the published
 * filter (deep-menus.query.ts), each menu with its modifier groups. Gzip output carries no
 * timestamp, so the same menus give the same bytes; the etag is the SHA-256 of the JSON text.
 */
export async function buildPublishedMenus(
  tx: Tx,
  restaurantId: number,
): Promise<PublishedMenusSnapshot> {
  const menus = JSON.parse(await publishedMenusText(tx, restaurantId)) as DeepMenu[];
  const groups = menus.length > 0 ? await optionGroupsRepository.list(tx) : [];
  const published: PublishedMenu[] = menus.map((menu) => ({
    ...menu,
    option_groups: groupsOfMenu(menu, groups),
  }));
  const json = Buffer.from(JSON.stringify(published), 'utf8');
  return {
    gzip: gzipSync(json),
    etag: createHash('sha256').update(json).digest('hex'),
    jsonBytes: json.length,
  };
}

/**
 * The size of the text a gzip member holds: its trailer's ISIZE field (RFC 1952, the length
 * modulo 2^32), so a stored snapshot's size is known without inflating it.
 */
export function gzipContentBytes(gzip: Buffer): number {
  return gzip.readUInt32LE(gzip.length - 4);
}
