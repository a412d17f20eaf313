CREATE TABLE "pos_connections" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"base_url" text NOT NULL,
	"access_token" text NOT NULL,
	"pos_location_id" text,
	"menu_name" text DEFAULT 'Point of sale' NOT NULL,
	"last_pulled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "pos_ref" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "pos_ref" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "pos_ref" text;--> statement-breakpoint
ALTER TABLE "option_groups" ADD COLUMN "pos_ref" text;--> statement-breakpoint
ALTER TABLE "option_values" ADD COLUMN "pos_ref" text;--> statement-breakpoint
ALTER TABLE "pos_connections" ADD CONSTRAINT "pos_connections_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_pos_ref_idx" ON "menus" USING btree ("restaurant_id","pos_ref") WHERE pos_ref is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sections_pos_ref_idx" ON "sections" USING btree ("restaurant_id","pos_ref") WHERE pos_ref is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "items_pos_ref_idx" ON "items" USING btree ("restaurant_id","pos_ref") WHERE pos_ref is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "option_groups_pos_ref_idx" ON "option_groups" USING btree ("restaurant_id","pos_ref") WHERE pos_ref is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "option_values_pos_ref_idx" ON "option_values" USING btree ("restaurant_id","pos_ref") WHERE pos_ref is not null;--> statement-breakpoint
CREATE POLICY "pos_connections_tenant_isolation" ON "pos_connections" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);