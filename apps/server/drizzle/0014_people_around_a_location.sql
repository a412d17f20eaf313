CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"source" text DEFAULT 'order' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"announcement_id" integer NOT NULL,
	"owner_restaurant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_fk" FOREIGN KEY ("owner_restaurant_id","announcement_id") REFERENCES "public"."announcements"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_restaurant_email_idx" ON "customers" USING btree ("restaurant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customers_restaurant_name_idx" ON "customers" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE POLICY "customers_tenant_isolation" ON "customers" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "announcement_reads_reader" ON "announcement_reads" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "announcement_reads_owner_read" ON "announcement_reads" AS PERMISSIVE FOR SELECT TO "app_user" USING ("owner_restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
-- Customer accounts of what the locations already hold: the people with credit, the members
-- with an email, and the contacts of orders (the latest name each email gave).
INSERT INTO "customers" ("restaurant_id", "email", "name", "source")
SELECT DISTINCT ON ("restaurant_id", lower("email")) "restaurant_id", btrim("email"), "name", "source"
FROM (
  SELECT "restaurant_id", "email", "name", 'import' AS "source", 0 AS "rank", "updated_at" AS "at" FROM "credits"
  UNION ALL
  SELECT "restaurant_id", "email", "name", 'membership', 1, "updated_at" FROM "memberships" WHERE coalesce(btrim("email"), '') <> ''
  UNION ALL
  SELECT "restaurant_id", "customer_email", "customer_name", 'order', 2, "created_at" FROM "orders" WHERE coalesce(btrim("customer_email"), '') <> ''
) AS "known"
ORDER BY "restaurant_id", lower("email"), "rank", "at" DESC
ON CONFLICT DO NOTHING;
