CREATE TABLE "invoice_counters" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"locale" text NOT NULL,
	"emailed_to" text,
	"pdf" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_number_idx" ON "order_invoices" USING btree ("restaurant_id","number");--> statement-breakpoint
CREATE INDEX "order_invoices_order_idx" ON "order_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE POLICY "invoice_counters_tenant_isolation" ON "invoice_counters" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "order_invoices_tenant_isolation" ON "order_invoices" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);