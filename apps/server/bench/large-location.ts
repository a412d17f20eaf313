import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { restaurants, userRestaurants, users } from '../src/db/schema/index.ts';
import { nutritionFacts } from '../src/demo/nutrition-facts.ts';
import { eq } from 'drizzle-orm';

/** The size DESIGN §8 asks the catalogue reads to stay fast at. */
export const LARGE_MENUS = 40;
export const LARGE_ITEMS = 10_000;
/** Menus 1…SECTIONED_MENUS use 5 sections each; the others list their items without sections. */
const SECTIONED_MENUS = 30;
const SECTIONS_PER_MENU = 5;
const OPTION_GROUPS = 20;

/**
 * Creates a location with 40 menus (30 with 5 sections, 10 without), 10,000 items spread evenly
 * (names from the public nutrition table, French names, allergens, price options, a price
 * schedule on every 10th item), 20 modifier groups of 4 options and 2 links per item, and gives
 * `userEmail` access to it. The location takes orders (`order_management`). Written with
 * set-based SQL so that seeding takes seconds.
 */
export async function seedLargeLocation(database: Database, userEmail: string): Promise<number> {
  const { db } = database;
  const [location] = await db
    .insert(restaurants)
    // Takes orders, so the order manager's lists can be measured there too (large-orders.ts).
    .values({
      name: 'Bench Food Hall',
      slug: `bench-food-hall-${Date.now()}`,
      order_management: true,
    })
    .returning({ id: restaurants.id });
  const id = location!.id;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, userEmail));
  await db.insert(userRestaurants).values({ user_id: user!.id, restaurant_id: id });

  const names = [...nutritionFacts()].map(([name, calories]) => ({ name, calories }));
  const namesJson = JSON.stringify(names);
  const itemsPerMenu = LARGE_ITEMS / LARGE_MENUS;

  await db.execute(sql`
    insert into menus (restaurant_id, name, description, type, dine_in, on_demand, scheduled,
      allow_sections, "order", localization, published, published_at)
    select ${id}, 'Menu ' || n, '<p>Menu number ' || n || '</p>', 'a-la-carte', true, n % 2 = 0,
      n % 3 = 0, n <= ${SECTIONED_MENUS}, n,
      jsonb_build_object('fr', jsonb_build_object('name', 'Menu ' || n || ' (fr)')), true, now()
    from generate_series(1, ${LARGE_MENUS}) n`);
  await db.execute(sql`
    insert into menu_availability (restaurant_id, menu_id, day_of_week, start_time, end_time)
    select ${id}, m.id, d, '07:00', '22:00'
    from menus m cross join generate_series(1, 7) d where m.restaurant_id = ${id}`);
  await db.execute(sql`
    insert into sections (restaurant_id, menu_id, name, "order", localization, published, published_at)
    select ${id}, m.id, 'Section ' || s, s, jsonb_build_object('fr', jsonb_build_object('name', 'Rubrique ' || s)), true, now()
    from menus m cross join generate_series(1, ${SECTIONS_PER_MENU}) s
    where m.restaurant_id = ${id} and m.allow_sections`);
  await db.execute(sql`analyze menus`);
  await db.execute(sql`analyze sections`);
  await db.execute(sql`
    with source as (
      select array_agg(value->>'name' order by ord) as names,
        array_agg((value->>'calories')::int order by ord) as calories
      from jsonb_array_elements(${namesJson}::jsonb) with ordinality as t(value, ord)
    ),
    numbered as (
      select n, m.id as menu_id, m.allow_sections,
        ((n - 1) % ${itemsPerMenu}) as position,
        source.names[(n % ${names.length}) + 1] as name,
        source.calories[(n % ${names.length}) + 1] as calories
      from generate_series(1, ${LARGE_ITEMS}) n cross join source
      join menus m on m.restaurant_id = ${id} and m."order" = ((n - 1) / ${itemsPerMenu}) + 1
    )
    insert into items (restaurant_id, menu_id, section_id, name, description, calories, base_price,
      allergens, diets, price_options, sku, "order", localization, published, published_at,
      additional_prices, price_schedule)
    select ${id}, x.menu_id,
      s.id,
      x.name || ' #' || x.n, '<p>' || x.name || '</p>', x.calories,
      round((3 + (x.n % 17) * 0.75)::numeric, 2),
      case when x.n % 4 = 0 then array['Dairy','Gluten'] else array[]::text[] end,
      case when x.n % 7 = 0 then array['Vegetarian'] else array[]::text[] end,
      case when x.n % 5 = 0 then jsonb_build_array(
        jsonb_build_object('name', 'Small', 'price', 3.5, 'calories', 300),
        jsonb_build_object('name', 'Large', 'price', 5.25, 'calories', 520)) else '[]'::jsonb end,
      'SKU-' || x.n, x.position,
      jsonb_build_object('fr', jsonb_build_object('name', x.name || ' (fr) #' || x.n)),
      x.n % 9 <> 0, case when x.n % 9 <> 0 then now() end,
      case when x.n % 10 = 0 then '{"A": 2.5}'::jsonb end,
      case when x.n % 10 = 0 then to_jsonb(array_fill(repeat('-', 60) || repeat('A', 8) || repeat('x', 28), array[7])) end
    from numbered x left join sections s on s.menu_id = x.menu_id
      and s."order" = (x.position % ${SECTIONS_PER_MENU}) + 1`);
  await db.execute(sql`
    insert into option_groups (restaurant_id, name, type, required, "limit", "order")
    select ${id}, 'Group ' || g, case when g <= 4 then 'pricing' else 'addons' end, g % 3 = 0, 2, g
    from generate_series(1, ${OPTION_GROUPS}) g`);
  await db.execute(sql`
    insert into option_values (restaurant_id, option_group_id, name, price, calories, "order")
    select ${id}, g.id, 'Option ' || v, v * 0.5, v * 20, v
    from option_groups g cross join generate_series(1, 4) v where g.restaurant_id = ${id}`);
  // Fresh statistics first: the foreign-key checks of the links plan their lookups on them
  // (with the items table still looking empty they scan it, 20,000 times).
  await db.execute(sql`analyze items`);
  await db.execute(sql`analyze option_groups`);
  await db.execute(sql`
    with groups as (
      select array_agg(id order by "order") as ids from option_groups where restaurant_id = ${id}
    )
    insert into item_option_groups (restaurant_id, item_id, option_group_id, "order")
    select ${id}, i.id, groups.ids[((i.id + k * 7) % ${OPTION_GROUPS}) + 1], k
    from items i cross join generate_series(0, 1) k cross join groups
    where i.restaurant_id = ${id}`);
  await db.execute(sql`analyze`);
  return id;
}
