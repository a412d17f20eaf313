DROP INDEX "tax_rates_restaurant_code_idx";--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "effective_from" date;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_restaurant_code_from_key" UNIQUE NULLS NOT DISTINCT("restaurant_id","code","effective_from");