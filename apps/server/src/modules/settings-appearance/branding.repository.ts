import type { BrandingSettings, StoredBranding } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { brandingSettings } from '../../db/schema/index.ts';

const stored = {
  display_name: brandingSettings.display_name,
  theme: brandingSettings.theme,
  primary_color: brandingSettings.primary_color,
  fonts: brandingSettings.fonts,
  menu_languages: brandingSettings.menu_languages,
  primary_language: brandingSettings.primary_language,
  browse_style: brandingSettings.browse_style,
  card_style: brandingSettings.card_style,
};

/** The location's `branding_settings` row (tenant transactions: row-level security applies). */
export const brandingRepository = {
  /** The saved appearance, or null when the location has none (it shows the defaults). */
  async find(tx: Tx, restaurantId: number, forUpdate = false): Promise<StoredBranding | null> {
    const query = tx
      .select(stored)
      .from(brandingSettings)
      .where(eq(brandingSettings.restaurant_id, restaurantId))
      .limit(1);
    const [row] = await (forUpdate ? query.for('update') : query);
    return row ?? null;
  },

  /** Saves the whole appearance (creating the row the first time); empty texts are stored null. */
  async save(tx: Tx, restaurantId: number, settings: BrandingSettings): Promise<StoredBranding> {
    const values = {
      ...settings,
      display_name: settings.display_name || null,
      primary_color: settings.primary_color || null,
      updated_at: new Date(),
    };
    const [row] = await tx
      .insert(brandingSettings)
      .values({ restaurant_id: restaurantId, ...values })
      .onConflictDoUpdate({ target: brandingSettings.restaurant_id, set: values })
      .returning(stored);
    return row!;
  },
};
