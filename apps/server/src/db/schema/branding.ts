import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantRestaurantId, updatedAt } from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

/** How the location's guest-facing menu looks (settings → appearance); one row per location. */
export const brandingSettings = pgTable(
  'branding_settings',
  {
    restaurant_id: tenantRestaurantId().primaryKey(),
    image: text('image'),
    display_name: text('display_name'),
    /** light | dark */
    theme: text('theme').notNull().default('light'),
    primary_color: text('primary_color'),
    /** e.g. `{ "heading": "Lato", "body": "Open Sans" }` */
    fonts: jsonb('fonts').$type<Record<string, string>>().notNull().default({}),
    menu_languages: text('menu_languages').array().notNull().default(['en', 'fr']),
    primary_language: text('primary_language').notNull().default('en'),
    /** list | gallery */
    browse_style: text('browse_style').notNull().default('list'),
    /** horizontal | vertical */
    card_style: text('card_style').notNull().default('horizontal'),
    updated_at: updatedAt(),
  },
  () => [tenantPolicy('branding_settings')],
);
