ALTER TABLE "suite_owners" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "suite_owners" ADD COLUMN "last_name" text;--> statement-breakpoint
-- Rows written before the form's two names: first word as first name, the rest as last name
-- (the domain's splitSuiteOwnerName; docs/decisions/catering.md "Event settings").
UPDATE "suite_owners" SET
  "first_name" = split_part(btrim("name"), ' ', 1),
  "last_name" = btrim(substr(btrim("name"), length(split_part(btrim("name"), ' ', 1)) + 1))
WHERE "first_name" IS NULL;--> statement-breakpoint
-- Names become unique per location (any letter case): a repeated name gets " (2)", " (3)"…
UPDATE "equipment" AS t SET "name" = t."name" || ' (' || d.n || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY "restaurant_id", lower("name") ORDER BY "id") AS n FROM "equipment") AS d
WHERE t."id" = d."id" AND d.n > 1;--> statement-breakpoint
-- Names become unique per location (any letter case): a repeated name gets " (2)", " (3)"…
UPDATE "event_types" AS t SET "name" = t."name" || ' (' || d.n || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY "restaurant_id", lower("name") ORDER BY "id") AS n FROM "event_types") AS d
WHERE t."id" = d."id" AND d.n > 1;--> statement-breakpoint
-- Names become unique per location (any letter case): a repeated name gets " (2)", " (3)"…
UPDATE "suites" AS t SET "name" = t."name" || ' (' || d.n || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY "restaurant_id", lower("name") ORDER BY "id") AS n FROM "suites") AS d
WHERE t."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_restaurant_name_idx" ON "equipment" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_types_restaurant_name_idx" ON "event_types" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suites_restaurant_name_idx" ON "suites" USING btree ("restaurant_id",lower("name"));