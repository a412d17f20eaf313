import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

/** The `images` table (owner connection: images belong to no location). */
export const imagesRepository = {
  /** Keeps an image; one already kept under the same hash is left as it is (same content). */
  async insert(db: Db, image: { hash: string; contentType: string; data: Buffer }): Promise<void> {
    await db
      .insert(images)
      .values({ hash: image.hash, content_type: image.contentType, data: image.data })
      .onConflictDoNothing({ target: images.hash });
  },

  async find(
    db: Db,
    hash: string,
    contentType: string,
  ): Promise<{ data: Buffer; contentType: string } | null> {
    const [row] = await db
      .select({ data: images.data, contentType: images.content_type })
      .from(images)
      .where(and(eq(images.hash, hash), eq(images.content_type, contentType)));
    return row ?? null;
  },

  async exists(db: Db, hash: string, contentType: string): Promise<boolean> {
    const [row] = await db
      .select({ found: sql<number>`1` })
      .from(images)
      .where(and(eq(images.hash, hash), eq(images.content_type, contentType)));
    return row !== undefined;
  },
};
