CREATE TABLE "menu_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"image" text,
	"order" integer DEFAULT 0 NOT NULL,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_groups_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "menu_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"slug" text,
	"type" text DEFAULT 'a-la-carte' NOT NULL,
	"price" numeric(12, 2),
	"dine_in" boolean DEFAULT false NOT NULL,
	"on_demand" boolean DEFAULT false NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"member_only" boolean DEFAULT false NOT NULL,
	"event_package" boolean DEFAULT false NOT NULL,
	"access_level" text DEFAULT 'unrestricted' NOT NULL,
	"allow_sections" boolean DEFAULT true NOT NULL,
	"max_orders_per_interval" integer DEFAULT 0 NOT NULL,
	"ordering_interval" integer,
	"last_call_time" integer,
	"estimated_prep_time" integer,
	"required_notice" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"menu_group_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "menus" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"description" text,
	"price" numeric(12, 2),
	"type" text,
	"order" integer DEFAULT 0 NOT NULL,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sections_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"section_id" integer,
	"name" text NOT NULL,
	"description" text,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutritional_sheet_url" text,
	"slug" text,
	"sku" text,
	"category" text,
	"calories" integer,
	"base_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"price" numeric(12, 2),
	"price_unit" text,
	"price_type" text,
	"image" text,
	"includes" text,
	"allergens" text[] DEFAULT '{}' NOT NULL,
	"diets" text[] DEFAULT '{}' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"featured_item" boolean DEFAULT false NOT NULL,
	"upsell_item" boolean DEFAULT false NOT NULL,
	"meal_package" boolean DEFAULT false NOT NULL,
	"auto_restock" text DEFAULT 'disabled' NOT NULL,
	"alcoholic_beverage" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"additional_prices" jsonb,
	"price_schedule" jsonb,
	"tax_rebate_eligibility" text DEFAULT 'eligible' NOT NULL,
	"tax_rate" text,
	"promos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_price_name" text DEFAULT 'Regular' NOT NULL,
	"price_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipe_number" text,
	"accounting_category" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "item_option_groups" (
	"restaurant_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"option_group_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_option_groups_item_id_option_group_id_pk" PRIMARY KEY("item_id","option_group_id")
);
--> statement-breakpoint
ALTER TABLE "item_option_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'addons' NOT NULL,
	"allow_multiple_selection" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"limit" integer,
	"description" text,
	"custom_quantities" boolean DEFAULT false NOT NULL,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sku" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "option_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"option_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"calories" integer,
	"product_id" text,
	"sku" text,
	"category" text,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_rate" text,
	"promos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"roll_up" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"quantity" integer,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"default_selection" boolean DEFAULT false NOT NULL,
	"sub_group_id" integer,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "option_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "menu_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "menu_availability_day_of_week_check" CHECK ("menu_availability"."day_of_week" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "menu_availability" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "rotational_menu_items" (
	"restaurant_id" integer NOT NULL,
	"rotational_menu_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rotational_menu_items_rotational_menu_id_item_id_pk" PRIMARY KEY("rotational_menu_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "rotational_menu_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "rotational_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotational_menus_tenant_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "rotational_menus_menu_date_key" UNIQUE("menu_id","date")
);
--> statement-breakpoint
ALTER TABLE "rotational_menus" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_counters" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"order_number" integer,
	"reference" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pickup_time" timestamp with time zone,
	"customer_name" text,
	"customer_email" text,
	"student_name" text,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"event_id" integer,
	"event_suite_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "equipment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "event_type_menus" (
	"restaurant_id" integer NOT NULL,
	"event_type_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_type_menus_event_type_id_menu_id_pk" PRIMARY KEY("event_type_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "event_type_menus" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_types_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "event_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "suite_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"company_name" text,
	"title" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suite_owners_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "suite_owners" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "suites" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suites_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "suites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "event_suite_equipment" (
	"restaurant_id" integer NOT NULL,
	"event_suite_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "event_suite_equipment_event_suite_id_equipment_id_pk" PRIMARY KEY("event_suite_id","equipment_id"),
	CONSTRAINT "event_suite_equipment_quantity_check" CHECK ("event_suite_equipment"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "event_suite_equipment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "event_suite_menus" (
	"restaurant_id" integer NOT NULL,
	"event_suite_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "event_suite_menus_event_suite_id_menu_id_pk" PRIMARY KEY("event_suite_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "event_suite_menus" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "event_suites" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"suite_id" integer NOT NULL,
	"suite_owner_id" integer,
	"status" text DEFAULT 'not_configured' NOT NULL,
	"invoice_status" text DEFAULT 'none' NOT NULL,
	"dietary_restrictions" text,
	"special_requirements" text,
	"pre_order_additional_notes" text,
	"pre_order_email_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_suites_tenant_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "event_suites_event_suite_key" UNIQUE("event_id","suite_id")
);
--> statement-breakpoint
ALTER TABLE "event_suites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"event_type_id" integer,
	"pre_order_type" text DEFAULT 'event_based' NOT NULL,
	"order_lock_period_days" integer,
	"pre_order_email_days" integer,
	"manager_name" text,
	"manager_phone" text,
	"manager_email" text,
	"projected_attendance" integer,
	"fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "delivery_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"grades" text[] DEFAULT '{}' NOT NULL,
	"classrooms" text[] DEFAULT '{}' NOT NULL,
	"teachers" text[] DEFAULT '{}' NOT NULL,
	"ask_grades" boolean DEFAULT false NOT NULL,
	"ask_classrooms" boolean DEFAULT false NOT NULL,
	"ask_teachers" boolean DEFAULT false NOT NULL,
	"open_ended_teachers" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_schools" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"type" text,
	"charge_type" text DEFAULT 'dollar' NOT NULL,
	"charge_value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"country" text,
	"address" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"radius_km" numeric(7, 2),
	"custom" jsonb,
	"stadium" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "custom_checkout_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_checkout_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "marketplace_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"operational_restaurant_id" integer NOT NULL,
	"menu_ids" integer[] DEFAULT '{}' NOT NULL,
	"separate_mids" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onsite_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onsite_locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ordering_parameters" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"max_items_per_order" integer,
	"max_items_per_cart" integer,
	"cutoff_value" integer,
	"cutoff_unit" text DEFAULT 'hours' NOT NULL,
	"window_max_days" integer,
	"exclude_weekends" boolean DEFAULT false NOT NULL,
	"minimum_order_amount" numeric(12, 2),
	"service_charge_enabled" boolean DEFAULT false NOT NULL,
	"service_charge_type" text DEFAULT 'percentage' NOT NULL,
	"service_charge_value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"service_charge_label" text,
	"end_of_school_year" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ordering_parameters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'dollar' NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text,
	"value" numeric(6, 3) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "branding_settings" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"image" text,
	"display_name" text,
	"theme" text DEFAULT 'light' NOT NULL,
	"primary_color" text,
	"fonts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"menu_languages" text[] DEFAULT '{"en","fr"}' NOT NULL,
	"primary_language" text DEFAULT 'en' NOT NULL,
	"browse_style" text DEFAULT 'list' NOT NULL,
	"card_style" text DEFAULT 'horizontal' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branding_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"credit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance_after" numeric(12, 2) NOT NULL,
	"order_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"expiry_date" date,
	"balance" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credits_tenant_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "credits_balance_check" CHECK ("credits"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subsidies" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(12, 2),
	"amount_type" text DEFAULT 'dollar' NOT NULL,
	"max_meals_per_day" integer,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subsidies_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "subsidies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subsidy_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"subsidy_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"account_name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subsidy_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "announcement_restaurants" (
	"announcement_id" integer NOT NULL,
	"owner_restaurant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "announcement_restaurants_announcement_id_restaurant_id_pk" PRIMARY KEY("announcement_id","restaurant_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_restaurants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"message" text NOT NULL,
	"localization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_tenant_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "announcements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"restaurant_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_restaurant_id_key_pk" PRIMARY KEY("restaurant_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"result" jsonb,
	"error" text,
	"created_by" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_progress_check" CHECK ("job_runs"."progress" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "menu_groups" ADD CONSTRAINT "menu_groups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_menu_group_id_menu_groups_id_fk" FOREIGN KEY ("menu_group_id") REFERENCES "public"."menu_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_menu_fk" FOREIGN KEY ("restaurant_id","menu_id") REFERENCES "public"."menus"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_menu_fk" FOREIGN KEY ("restaurant_id","menu_id") REFERENCES "public"."menus"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_section_fk" FOREIGN KEY ("restaurant_id","section_id") REFERENCES "public"."sections"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_option_groups" ADD CONSTRAINT "item_option_groups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_option_groups" ADD CONSTRAINT "item_option_groups_item_fk" FOREIGN KEY ("restaurant_id","item_id") REFERENCES "public"."items"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_option_groups" ADD CONSTRAINT "item_option_groups_group_fk" FOREIGN KEY ("restaurant_id","option_group_id") REFERENCES "public"."option_groups"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_values" ADD CONSTRAINT "option_values_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_values" ADD CONSTRAINT "option_values_sub_group_id_option_groups_id_fk" FOREIGN KEY ("sub_group_id") REFERENCES "public"."option_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_values" ADD CONSTRAINT "option_values_group_fk" FOREIGN KEY ("restaurant_id","option_group_id") REFERENCES "public"."option_groups"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_availability" ADD CONSTRAINT "menu_availability_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_availability" ADD CONSTRAINT "menu_availability_menu_fk" FOREIGN KEY ("restaurant_id","menu_id") REFERENCES "public"."menus"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotational_menu_items" ADD CONSTRAINT "rotational_menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotational_menu_items" ADD CONSTRAINT "rotational_menu_items_menu_fk" FOREIGN KEY ("restaurant_id","rotational_menu_id") REFERENCES "public"."rotational_menus"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotational_menu_items" ADD CONSTRAINT "rotational_menu_items_item_fk" FOREIGN KEY ("restaurant_id","item_id") REFERENCES "public"."items"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotational_menus" ADD CONSTRAINT "rotational_menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotational_menus" ADD CONSTRAINT "rotational_menus_menu_fk" FOREIGN KEY ("restaurant_id","menu_id") REFERENCES "public"."menus"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_order_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_suite_id_event_suites_id_fk" FOREIGN KEY ("event_suite_id") REFERENCES "public"."event_suites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_menus" ADD CONSTRAINT "event_type_menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_menus" ADD CONSTRAINT "event_type_menus_type_fk" FOREIGN KEY ("restaurant_id","event_type_id") REFERENCES "public"."event_types"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_menus" ADD CONSTRAINT "event_type_menus_menu_fk" FOREIGN KEY ("restaurant_id","menu_id") REFERENCES "public"."menus"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suite_owners" ADD CONSTRAINT "suite_owners_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suite_equipment" ADD CONSTRAINT "event_suite_equipment_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suite_equipment" ADD CONSTRAINT "event_suite_equipment_suite_fk" FOREIGN KEY ("restaurant_id","event_suite_id") REFERENCES "public"."event_suites"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suite_equipment" ADD CONSTRAINT "event_suite_equipment_equipment_fk" FOREIGN KEY ("restaurant_id","equipment_id") REFERENCES "public"."equipment"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suite_menus" ADD CONSTRAINT "event_suite_menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suite_menus" ADD CONSTRAINT "event_suite_menus_suite_fk" FOREIGN KEY ("restaurant_id","event_suite_id") REFERENCES "public"."event_suites"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suite_menus" ADD CONSTRAINT "event_suite_menus_menu_fk" FOREIGN KEY ("restaurant_id","menu_id") REFERENCES "public"."menus"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suites" ADD CONSTRAINT "event_suites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suites" ADD CONSTRAINT "event_suites_suite_owner_id_suite_owners_id_fk" FOREIGN KEY ("suite_owner_id") REFERENCES "public"."suite_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suites" ADD CONSTRAINT "event_suites_event_fk" FOREIGN KEY ("restaurant_id","event_id") REFERENCES "public"."events"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_suites" ADD CONSTRAINT "event_suites_suite_fk" FOREIGN KEY ("restaurant_id","suite_id") REFERENCES "public"."suites"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schools" ADD CONSTRAINT "delivery_schools_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_checkout_questions" ADD CONSTRAINT "custom_checkout_questions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_locations" ADD CONSTRAINT "marketplace_locations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_locations" ADD CONSTRAINT "marketplace_locations_operational_restaurant_id_restaurants_id_fk" FOREIGN KEY ("operational_restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_locations" ADD CONSTRAINT "onsite_locations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordering_parameters" ADD CONSTRAINT "ordering_parameters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding_settings" ADD CONSTRAINT "branding_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_credit_fk" FOREIGN KEY ("restaurant_id","credit_id") REFERENCES "public"."credits"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidies" ADD CONSTRAINT "subsidies_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_codes" ADD CONSTRAINT "subsidy_codes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_codes" ADD CONSTRAINT "subsidy_codes_subsidy_fk" FOREIGN KEY ("restaurant_id","subsidy_id") REFERENCES "public"."subsidies"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_restaurants" ADD CONSTRAINT "announcement_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_restaurants" ADD CONSTRAINT "announcement_restaurants_announcement_fk" FOREIGN KEY ("owner_restaurant_id","announcement_id") REFERENCES "public"."announcements"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_restaurants" ADD CONSTRAINT "announcement_restaurants_owner_fk" FOREIGN KEY ("owner_restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_groups_restaurant_order_idx" ON "menu_groups" USING btree ("restaurant_id","order");--> statement-breakpoint
CREATE INDEX "menus_restaurant_order_idx" ON "menus" USING btree ("restaurant_id","order");--> statement-breakpoint
CREATE INDEX "menus_menu_group_idx" ON "menus" USING btree ("menu_group_id");--> statement-breakpoint
CREATE INDEX "sections_menu_order_idx" ON "sections" USING btree ("menu_id","order");--> statement-breakpoint
CREATE INDEX "items_menu_order_idx" ON "items" USING btree ("menu_id","order");--> statement-breakpoint
CREATE INDEX "items_section_order_idx" ON "items" USING btree ("section_id","order");--> statement-breakpoint
CREATE INDEX "items_restaurant_sku_idx" ON "items" USING btree ("restaurant_id","sku");--> statement-breakpoint
CREATE INDEX "item_option_groups_group_idx" ON "item_option_groups" USING btree ("option_group_id");--> statement-breakpoint
CREATE INDEX "option_groups_restaurant_type_order_idx" ON "option_groups" USING btree ("restaurant_id","type","order");--> statement-breakpoint
CREATE INDEX "option_values_group_order_idx" ON "option_values" USING btree ("option_group_id","order");--> statement-breakpoint
CREATE INDEX "menu_availability_menu_day_idx" ON "menu_availability" USING btree ("menu_id","day_of_week");--> statement-breakpoint
CREATE INDEX "rotational_menu_items_item_idx" ON "rotational_menu_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "rotational_menus_restaurant_date_idx" ON "rotational_menus" USING btree ("restaurant_id","date");--> statement-breakpoint
CREATE INDEX "order_transactions_order_idx" ON "order_transactions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_restaurant_number_idx" ON "orders" USING btree ("restaurant_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_restaurant_status_created_idx" ON "orders" USING btree ("restaurant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_created_idx" ON "orders" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_restaurant_pickup_idx" ON "orders" USING btree ("restaurant_id","pickup_time");--> statement-breakpoint
CREATE INDEX "orders_event_suite_idx" ON "orders" USING btree ("event_suite_id");--> statement-breakpoint
CREATE INDEX "orders_event_idx" ON "orders" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_type_menus_menu_idx" ON "event_type_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "event_suite_equipment_equipment_idx" ON "event_suite_equipment" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "event_suite_menus_menu_idx" ON "event_suite_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "event_suites_suite_idx" ON "event_suites" USING btree ("suite_id");--> statement-breakpoint
CREATE INDEX "event_suites_owner_idx" ON "event_suites" USING btree ("suite_owner_id");--> statement-breakpoint
CREATE INDEX "events_restaurant_start_idx" ON "events" USING btree ("restaurant_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_schools_restaurant_name_idx" ON "delivery_schools" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "delivery_schools_restaurant_order_idx" ON "delivery_schools" USING btree ("restaurant_id","order");--> statement-breakpoint
CREATE INDEX "custom_checkout_questions_restaurant_order_idx" ON "custom_checkout_questions" USING btree ("restaurant_id","order");--> statement-breakpoint
CREATE INDEX "marketplace_locations_restaurant_order_idx" ON "marketplace_locations" USING btree ("restaurant_id","order");--> statement-breakpoint
CREATE INDEX "marketplace_locations_operational_idx" ON "marketplace_locations" USING btree ("operational_restaurant_id");--> statement-breakpoint
CREATE INDEX "onsite_locations_restaurant_order_idx" ON "onsite_locations" USING btree ("restaurant_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_restaurant_name_idx" ON "promo_codes" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_restaurant_code_idx" ON "tax_rates" USING btree ("restaurant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_one_default_idx" ON "tax_rates" USING btree ("restaurant_id") WHERE "tax_rates"."is_default";--> statement-breakpoint
CREATE INDEX "credit_transactions_restaurant_created_idx" ON "credit_transactions" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_transactions_credit_idx" ON "credit_transactions" USING btree ("credit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credits_restaurant_email_idx" ON "credits" USING btree ("restaurant_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "subsidy_codes_restaurant_code_idx" ON "subsidy_codes" USING btree ("restaurant_id","code");--> statement-breakpoint
CREATE INDEX "subsidy_codes_subsidy_idx" ON "subsidy_codes" USING btree ("subsidy_id","created_at");--> statement-breakpoint
CREATE INDEX "announcement_restaurants_restaurant_idx" ON "announcement_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "announcements_restaurant_created_idx" ON "announcements" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_runs_restaurant_created_idx" ON "job_runs" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_idempotency_idx" ON "job_runs" USING btree ("restaurant_id","kind","idempotency_key");--> statement-breakpoint
CREATE POLICY "menu_groups_tenant_isolation" ON "menu_groups" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "menus_tenant_isolation" ON "menus" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "sections_tenant_isolation" ON "sections" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "items_tenant_isolation" ON "items" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "item_option_groups_tenant_isolation" ON "item_option_groups" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "option_groups_tenant_isolation" ON "option_groups" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "option_values_tenant_isolation" ON "option_values" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "menu_availability_tenant_isolation" ON "menu_availability" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "rotational_menu_items_tenant_isolation" ON "rotational_menu_items" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "rotational_menus_tenant_isolation" ON "rotational_menus" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "order_counters_tenant_isolation" ON "order_counters" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "order_transactions_tenant_isolation" ON "order_transactions" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "orders_tenant_isolation" ON "orders" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "equipment_tenant_isolation" ON "equipment" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "event_type_menus_tenant_isolation" ON "event_type_menus" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "event_types_tenant_isolation" ON "event_types" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "suite_owners_tenant_isolation" ON "suite_owners" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "suites_tenant_isolation" ON "suites" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "event_suite_equipment_tenant_isolation" ON "event_suite_equipment" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "event_suite_menus_tenant_isolation" ON "event_suite_menus" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "event_suites_tenant_isolation" ON "event_suites" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "events_tenant_isolation" ON "events" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "delivery_schools_tenant_isolation" ON "delivery_schools" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "delivery_settings_tenant_isolation" ON "delivery_settings" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "custom_checkout_questions_tenant_isolation" ON "custom_checkout_questions" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "marketplace_locations_tenant_isolation" ON "marketplace_locations" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "onsite_locations_tenant_isolation" ON "onsite_locations" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "ordering_parameters_tenant_isolation" ON "ordering_parameters" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "promo_codes_tenant_isolation" ON "promo_codes" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "tax_rates_tenant_isolation" ON "tax_rates" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "branding_settings_tenant_isolation" ON "branding_settings" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "credit_transactions_tenant_isolation" ON "credit_transactions" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "credits_tenant_isolation" ON "credits" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "subsidies_tenant_isolation" ON "subsidies" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "subsidy_codes_tenant_isolation" ON "subsidy_codes" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "announcement_restaurants_owner" ON "announcement_restaurants" AS PERMISSIVE FOR ALL TO "app_user" USING ("owner_restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("owner_restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "announcement_restaurants_addressed_read" ON "announcement_restaurants" AS PERMISSIVE FOR SELECT TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "announcements_tenant_isolation" ON "announcements" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "announcements_addressed_read" ON "announcements" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from announcement_restaurants ar where ar.announcement_id = announcements.id and ar.restaurant_id = nullif(current_setting('app.restaurant_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "idempotency_keys_tenant_isolation" ON "idempotency_keys" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "job_runs_tenant_isolation" ON "job_runs" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);