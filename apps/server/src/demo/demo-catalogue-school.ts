import { weekdays, type DemoCatalogue } from './demo-catalogue-types.ts';

/**
 * Riverside Public School: a weekday lunch menu for students (nut-free, with a drink and a side
 * in every meal) and a staff-only menu without sections whose hours differ on Fridays.
 */
export const schoolCatalogue: DemoCatalogue = {
  // Meals sold to students in a school cafeteria are exempt from HST; staff meals are not. The
  // exempt rate has no label of its own (receipts print its code).
  taxRates: [
    { code: 'HST', label: 'HST', value: 13, default: true },
    { code: 'EXEMPT', label: null, value: 0, default: false },
  ],
  optionGroups: [
    {
      key: 'drink',
      name: 'Drink',
      fr: 'Boisson',
      description: 'One drink is included with every meal.',
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
    {
      key: 'coffee-extras',
      name: 'Cream & sugar',
      fr: 'Crème et sucre',
      allow_multiple_selection: true,
      limit: 4,
      custom_quantities: true,
      values: [
        { name: 'Cream', calories: 20, price: 0, fr: 'Crème', max_quantity: 3 },
        { name: 'Sugar', source: 'Sugar Packet', price: 0, fr: 'Sucre', max_quantity: 3 },
      ],
    },
  ],
  menus: [
    {
      name: 'School Lunch',
      taxRate: 'EXEMPT',
      fr: 'Dîner scolaire',
      description: 'Order by 9 a.m. for lunch the same day. Our kitchen is nut-free.',
      descriptionFr: 'Commandez avant 9 h pour le dîner du jour. Notre cuisine est sans noix.',
      scheduled: true,
      hours: [{ days: weekdays, start: '11:30', end: '13:00' }],
      sections: [
        {
          name: 'Lunch Meals',
          fr: 'Repas du midi',
          description: 'Each meal comes with a drink and a side.',
          descriptionFr: 'Chaque repas comprend une boisson et un accompagnement.',
          accounting: 'K12 Student meals',
          items: [
            {
              name: 'Hamburger Meal',
              source: 'Hamburger',
              price: 5.5,
              fr: 'Repas hamburger',
              description: 'A beef hamburger on a whole-wheat bun.',
              descriptionFr: 'Un hamburger au bœuf sur un pain de blé entier.',
              options: ['drink', 'side'],
              allergens: ['Gluten', 'Mustard'],
              recipe: 'K12-101',
              ingredients: [
                { name: 'Whole-wheat bun', calories: 150 },
                { name: 'Beef patty', calories: 90 },
                { name: 'Ketchup, mustard and pickles', calories: 10 },
              ],
            },
            {
              name: 'Cheeseburger Meal',
              source: 'Cheeseburger',
              price: 5.75,
              fr: 'Repas cheeseburger',
              options: ['drink', 'side'],
              allergens: ['Gluten', 'Dairy', 'Mustard'],
              recipe: 'K12-102',
            },
            {
              name: 'Chicken McNuggets Meal (6 piece)',
              source: 'Chicken McNuggets (6 piece)',
              price: 6,
              fr: 'Repas croquettes de poulet (6)',
              options: ['drink', 'side'],
              allergens: ['Gluten'],
              recipe: 'K12-103',
            },
            {
              name: 'Chicken McNuggets Meal (4 piece)',
              source: 'Chicken McNuggets (4 piece)',
              price: 4.75,
              fr: 'Repas croquettes de poulet (4)',
              options: ['drink', 'side'],
              allergens: ['Gluten'],
              recipe: 'K12-104',
            },
            {
              name: 'Cheese Pizza Slice Meal',
              calories: 290,
              price: 5.25,
              fr: 'Repas pointe de pizza au fromage',
              description: 'Fridays only: a slice of cheese pizza on a whole-grain crust.',
              descriptionFr:
                'Le vendredi seulement : une pointe de pizza au fromage sur croûte de grains entiers.',
              options: ['drink', 'side'],
              allergens: ['Gluten', 'Dairy'],
              diets: ['Vegetarian'],
              recipe: 'K12-110',
            },
          ],
        },
        {
          name: 'Snacks & Drinks',
          fr: 'Collations et boissons',
          accounting: 'K12 Snacks',
          items: [
            { name: 'Apple Slices', price: 1.25, fr: 'Tranches de pomme', diets: ['Vegan'] },
            {
              name: 'Go-GURT Strawberry Flavored Low Fat Yogurt Tube',
              price: 1.5,
              fr: 'Yogourt à boire aux fraises',
              allergens: ['Dairy'],
              diets: ['Vegetarian'],
            },
            {
              name: 'One-percent Low Fat Milk Jug',
              price: 1.25,
              fr: 'Lait 1 %',
              allergens: ['Dairy'],
              diets: ['Vegetarian'],
            },
            {
              name: 'Fat Free Chocolate Milk Jug',
              price: 1.5,
              fr: 'Lait au chocolat écrémé',
              allergens: ['Dairy'],
              diets: ['Vegetarian'],
            },
          ],
        },
      ],
    },
    {
      name: 'Staff Room',
      fr: 'Salle du personnel',
      description: 'Coffee and lunch for teachers and staff. Early close on Fridays.',
      descriptionFr: 'Café et dîner pour le personnel. Fermeture hâtive le vendredi.',
      access_level: 'staff_only',
      on_demand: true,
      accounting: 'K12 Staff sales',
      hours: [
        { days: [1, 2, 3, 4], start: '07:30', end: '15:30' },
        { days: [5], start: '07:30', end: '13:00' },
      ],
      items: [
        {
          name: 'Iced Coffee',
          source: 'Iced Coffee (Medium)',
          price: 2.99,
          fr: 'Café glacé',
          allergens: ['Dairy'],
          options: ['coffee-extras'],
          sizes: [
            { name: 'Small', price: 2.49, source: 'Iced Coffee (Small)' },
            { name: 'Medium', price: 2.99, source: 'Iced Coffee (Medium)' },
            { name: 'Large', price: 3.49, source: 'Iced Coffee (Large)' },
          ],
        },
        {
          name: 'Egg White Delight',
          price: 4.99,
          fr: 'Délice aux blancs d’œufs',
          allergens: ['Egg', 'Gluten', 'Dairy'],
        },
        {
          name: 'Premium Southwest Salad with Grilled Chicken',
          price: 9.49,
          fr: 'Salade du Sud-Ouest au poulet grillé',
          allergens: ['Dairy'],
        },
      ],
    },
  ],
};
