-- Menu-group names become unique per location, ignoring case and accents (docs/decisions/catalogue.md).
-- Groups named like an earlier group of their location are renamed "Name (2)", "Name (3)"… first.
UPDATE "menu_groups" AS g SET "name" = btrim(g."name") || ' (' || d.n || ')'
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "restaurant_id", regexp_replace(normalize(lower(btrim("name")), NFD), '[\u0300-\u036f]', '', 'g')
    ORDER BY "id"
  ) AS n
  FROM "menu_groups"
) AS d
WHERE g."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_groups_name_key" ON "menu_groups" USING btree ("restaurant_id",regexp_replace(normalize(lower(btrim("name")), NFD), '[\u0300-\u036f]', '', 'g'));
