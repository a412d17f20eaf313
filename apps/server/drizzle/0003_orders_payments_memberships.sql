CREATE TABLE "published_menu_snapshots" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"body_gzip_base64" text,
	"etag" text,
	"stale" boolean DEFAULT true NOT NULL,
	"generated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "published_menu_snapshots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"type" text DEFAULT 'member' NOT NULL,
	"name" text,
	"email" text,
	"promos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "gateway_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_card_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "gateway_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"order_id" integer,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"captured_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "gateway_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "tax_rates_one_default_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "menu_id" integer;--> statement-breakpoint
ALTER TABLE "published_menu_snapshots" ADD CONSTRAINT "published_menu_snapshots_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_card_tokens" ADD CONSTRAINT "gateway_card_tokens_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_restaurant_identifier_idx" ON "memberships" USING btree ("restaurant_id",lower("identifier"));--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payments_idempotency_idx" ON "gateway_payments" USING btree ("restaurant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "gateway_payments_order_idx" ON "gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_menu_pickup_idx" ON "orders" USING btree ("restaurant_id","menu_id","pickup_time");--> statement-breakpoint
CREATE POLICY "published_menu_snapshots_tenant_isolation" ON "published_menu_snapshots" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "memberships_tenant_isolation" ON "memberships" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "gateway_card_tokens_tenant_isolation" ON "gateway_card_tokens" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "gateway_payments_tenant_isolation" ON "gateway_payments" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);