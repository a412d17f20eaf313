import { brandingSettingsOf, type PublicMenuFile } from '@app/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brandingSettings, publishedMenuSnapshots, restaurants } from '../../db/schema/index.ts';

/** A stored snapshot: the gzip of the published menus' JSON in base64, and its etag. */
export interface StoredSnapshot {
  body: string;
  etag: string;
}

/**
 * Queries on `published_menu_snapshots` (tenant transactions) and the location a public file is
 * named after. The stale mark and the snapshot lock are catalogue changes' side
 * (catalogue/published-menus-stale.repository.ts).
 */
export const publishedMenusRepository = {
  /** The location's snapshot while it is fresh; null when stale, missing or never built. */
  async findFresh(tx: Tx, restaurantId: number): Promise<StoredSnapshot | null> {
    const [row] = await tx
      .select({ body: publishedMenuSnapshots.body_gzip_base64, etag: publishedMenuSnapshots.etag })
      .from(publishedMenuSnapshots)
      .where(
        and(
          eq(publishedMenuSnapshots.restaurant_id, restaurantId),
          eq(publishedMenuSnapshots.stale, false),
          isNotNull(publishedMenuSnapshots.body_gzip_base64),
        ),
      )
      .limit(1);
    if (!row?.body || !row.etag) return null;
    return { body: row.body, etag: row.etag };
  },

  /** Stores a snapshot just built as the location's fresh one. */
  async store(tx: Tx, restaurantId: number, snapshot: StoredSnapshot): Promise<void> {
    const stored = {
      body_gzip_base64: snapshot.body,
      etag: snapshot.etag,
      stale: false,
      generated_at: new Date(),
      updated_at: new Date(),
    };
    await tx
      .insert(publishedMenuSnapshots)
      .values({ restaurant_id: restaurantId, ...stored })
      .onConflictDoUpdate({ target: publishedMenuSnapshots.restaurant_id, set: stored });
  },

  /**
   * The location with this slug, the fields its public file shows and its appearance (defaults
   * when it has none saved), or null. One query, on the owner connection: the public file is read
   * without a session, before any tenant is known.
   */
  async findLocationBySlug(
    db: Db,
    slug: string,
  ): Promise<({ id: number } & Pick<PublicMenuFile, 'location' | 'branding'>) | null> {
    const [row] = await db
      .select({
        id: restaurants.id,
        name: restaurants.name,
        slug: restaurants.slug,
        time_zone: restaurants.timezone,
        locales: restaurants.locales,
        image: restaurants.image,
        branding: brandingSettings,
      })
      .from(restaurants)
      .leftJoin(brandingSettings, eq(brandingSettings.restaurant_id, restaurants.id))
      .where(eq(restaurants.slug, slug))
      .limit(1);
    if (!row) return null;
    const { id, image, branding, ...location } = row;
    return { id, location, branding: { ...brandingSettingsOf(branding), image } };
  },
};
