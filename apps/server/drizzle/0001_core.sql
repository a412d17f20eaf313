CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"locales" text[] DEFAULT '{"en-CA","fr-CA"}' NOT NULL,
	"locale_short" text DEFAULT 'en' NOT NULL,
	"timezone" text DEFAULT 'America/Toronto' NOT NULL,
	"province" text DEFAULT 'on' NOT NULL,
	"groups" text[] DEFAULT '{}' NOT NULL,
	"pos_integrated" boolean DEFAULT false NOT NULL,
	"marketplace_hub" boolean DEFAULT false NOT NULL,
	"order_management" boolean DEFAULT false NOT NULL,
	"suites_enabled" boolean DEFAULT false NOT NULL,
	"catering" boolean DEFAULT false NOT NULL,
	"k12" boolean DEFAULT false NOT NULL,
	"subsidies" boolean DEFAULT false NOT NULL,
	"app8_credits" boolean DEFAULT false NOT NULL,
	"membership_program" boolean DEFAULT false NOT NULL,
	"orders_paused" boolean DEFAULT false NOT NULL,
	"hide_items_special_instructions" boolean DEFAULT false NOT NULL,
	"hide_takeout_special_instructions" boolean DEFAULT false NOT NULL,
	"extra_payment_methods" boolean DEFAULT false NOT NULL,
	"discount" boolean DEFAULT false NOT NULL,
	"holiday_hours" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT false NOT NULL,
	"menu_configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"menu_manager_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"pin_entered_at" timestamp with time zone,
	"pin_failed_attempts" integer DEFAULT 0 NOT NULL,
	"via" text DEFAULT 'password' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_restaurants" (
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_restaurants_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'manager' NOT NULL,
	"event_access" text,
	"pin_hash" text,
	"groups" text[] DEFAULT '{}' NOT NULL,
	"locale" text DEFAULT 'en-CA' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"user_id" integer,
	"user_email" text,
	"entity" text NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restaurants" ADD CONSTRAINT "user_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restaurants" ADD CONSTRAINT "user_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "change_history_restaurant_created_idx" ON "change_history" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE POLICY "restaurants_tenant_isolation" ON "restaurants" AS PERMISSIVE FOR ALL TO "app_user" USING ("id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "change_history_tenant_isolation" ON "change_history" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);