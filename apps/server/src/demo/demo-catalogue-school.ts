import { weekdays, type DemoCatalogue } from './demo-catalogue-types.ts';

/** Riverside Public School: a weekday lunch menu for students and a staff-only menu. */
export const schoolCatalogue: DemoCatalogue = {
  taxRates: [{ code: 'HST', label: 'HST', value: 13 }],
  optionGroups: [
    {
      key: 'drink',
      name: 'Drink',
      fr: 'Boisson',
      required: true,
      limit: 1,
      values: [
        { name: 'One-percent Low Fat Milk Jug', price: 0, fr: 'Lait 1 %', default_selection: true },
        { name: 'Fat Free Chocolate Milk Jug', price: 0.25, fr: 'Lait au chocolat écrémé' },
        {
          name: 'Honest Kids Appley Ever After (Box 6 fl oz Drink Box)',
          price: 0,
          fr: 'Jus de pomme',
        },
      ],
    },
    {
      key: 'side',
      name: 'Side',
      fr: 'Accompagnement',
      required: true,
      limit: 1,
      values: [
        { name: 'Apple Slices', price: 0, fr: 'Tranches de pomme', default_selection: true },
        {
          name: 'Go-GURT Strawberry Flavored Low Fat Yogurt Tube',
          price: 0,
          fr: 'Yogourt à boire aux fraises',
        },
        { name: 'Kids Fries', price: 0.5, fr: 'Frites format enfant' },
      ],
    },
  ],
  menus: [
    {
      name: 'School Lunch',
      fr: 'Dîner scolaire',
      description: 'Order by 9 a.m. for lunch the same day.',
      scheduled: true,
      access_level: 'guest_only',
      hours: [{ days: weekdays, start: '11:30', end: '13:00' }],
      sections: [
        {
          name: 'Lunch Meals',
          fr: 'Repas du midi',
          items: [
            {
              name: 'Hamburger Meal',
              source: 'Hamburger',
              price: 5.5,
              fr: 'Repas hamburger',
              options: ['drink', 'side'],
            },
            {
              name: 'Cheeseburger Meal',
              source: 'Cheeseburger',
              price: 5.75,
              fr: 'Repas cheeseburger',
              options: ['drink', 'side'],
            },
            {
              name: 'Chicken McNuggets Meal (6 piece)',
              source: 'Chicken McNuggets (6 piece)',
              price: 6,
              fr: 'Repas croquettes de poulet (6)',
              options: ['drink', 'side'],
            },
            {
              name: 'Chicken McNuggets Meal (4 piece)',
              source: 'Chicken McNuggets (4 piece)',
              price: 4.75,
              fr: 'Repas croquettes de poulet (4)',
              options: ['drink', 'side'],
            },
          ],
        },
        {
          name: 'Snacks & Drinks',
          fr: 'Collations et boissons',
          items: [
            { name: 'Apple Slices', price: 1.25, fr: 'Tranches de pomme', diets: ['Vegan'] },
            {
              name: 'Go-GURT Strawberry Flavored Low Fat Yogurt Tube',
              price: 1.5,
              fr: 'Yogourt à boire aux fraises',
              allergens: ['Dairy'],
            },
            {
              name: 'One-percent Low Fat Milk Jug',
              price: 1.25,
              fr: 'Lait 1 %',
              allergens: ['Dairy'],
            },
            {
              name: 'Fat Free Chocolate Milk Jug',
              price: 1.5,
              fr: 'Lait au chocolat écrémé',
              allergens: ['Dairy'],
            },
          ],
        },
      ],
    },
    {
      name: 'Staff Room',
      fr: 'Salle du personnel',
      access_level: 'staff_only',
      on_demand: true,
      hours: [{ days: weekdays, start: '07:30', end: '15:30' }],
      items: [
        { name: 'Iced Coffee', source: 'Iced Coffee (Medium)', price: 2.99, fr: 'Café glacé' },
        { name: 'Egg White Delight', price: 4.99, fr: 'Délice aux blancs d’œufs' },
        {
          name: 'Premium Southwest Salad with Grilled Chicken',
          price: 9.49,
          fr: 'Salade du Sud-Ouest au poulet grillé',
        },
      ],
    },
  ],
};
