CREATE TABLE "stripe_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_card_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "payment_processor" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "stripe_secret_key" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "stripe_key_last4" text;--> statement-breakpoint
ALTER TABLE "stripe_card_tokens" ADD CONSTRAINT "stripe_card_tokens_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "stripe_card_tokens_tenant_isolation" ON "stripe_card_tokens" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);