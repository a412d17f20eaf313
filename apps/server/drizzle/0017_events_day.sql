CREATE TABLE "event_document_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"event_suite_id" integer,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"printed_by" integer,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_document_prints_kind_check" CHECK ("event_document_prints"."kind" in ('beo', 'production_sheet'))
);
--> statement-breakpoint
ALTER TABLE "event_document_prints" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "suite_owners" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_suites" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_document_prints" ADD CONSTRAINT "event_document_prints_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_document_prints" ADD CONSTRAINT "event_document_prints_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_document_prints" ADD CONSTRAINT "event_document_prints_event_fk" FOREIGN KEY ("restaurant_id","event_id") REFERENCES "public"."events"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_document_prints" ADD CONSTRAINT "event_document_prints_event_suite_fk" FOREIGN KEY ("restaurant_id","event_suite_id") REFERENCES "public"."event_suites"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_document_prints_version_idx" ON "event_document_prints" USING btree ("event_id","kind",coalesce("event_suite_id", 0),"version");--> statement-breakpoint
CREATE POLICY "event_document_prints_tenant_isolation" ON "event_document_prints" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);