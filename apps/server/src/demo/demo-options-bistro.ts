import type { DemoOptionGroup } from './demo-catalogue-types.ts';

/**
 * Maple Street Bistro's modifier groups: a pricing group (coffee size) and add-on groups with
 * prices, calories, default selections and per-option quantities.
 */
export const bistroOptionGroups: DemoOptionGroup[] = [
  {
    key: 'coffee-size',
    name: 'Size',
    fr: 'Format',
    type: 'pricing',
    required: true,
    limit: 1,
    description: 'Price difference from a small coffee.',
    values: [
      { name: 'Small', source: 'Coffee (Small)', price: 0, fr: 'Petit', default_selection: true },
      { name: 'Medium', calories: 0, price: 0.3, fr: 'Moyen' },
      { name: 'Large', calories: 5, price: 0.6, fr: 'Grand' },
    ],
  },
  {
    key: 'coffee-extras',
    name: 'Cream & sugar',
    fr: 'Crème et sucre',
    allow_multiple_selection: true,
    limit: 6,
    custom_quantities: true,
    values: [
      {
        name: 'Cream (10%)',
        calories: 20,
        price: 0,
        fr: 'Crème 10 %',
        default_selection: true,
        quantity: 1,
        max_quantity: 4,
      },
      { name: 'Milk (2%)', calories: 10, price: 0, fr: 'Lait 2 %', max_quantity: 4 },
      {
        name: 'Sugar',
        source: 'Sugar Packet',
        price: 0,
        fr: 'Sucre',
        default_selection: true,
        quantity: 1,
        max_quantity: 4,
      },
      { name: 'Sweetener', calories: 0, price: 0, fr: 'Édulcorant', max_quantity: 4 },
      { name: 'Vanilla shot', calories: 20, price: 0.5, fr: 'Saveur de vanille', max_quantity: 2 },
    ],
  },
  {
    key: 'breakfast-combo',
    name: 'Make it a breakfast combo',
    fr: 'En trio déjeuner',
    values: [
      {
        name: 'Hash Browns & Small Coffee',
        calories: 150,
        price: 2.99,
        fr: 'Galette et petit café',
      },
      {
        name: 'Hash Browns & Orange Juice',
        calories: 300,
        price: 3.49,
        fr: 'Galette et jus d’orange',
      },
    ],
  },
  {
    key: 'sauces',
    name: 'Dipping sauces',
    fr: 'Sauces à tremper',
    allow_multiple_selection: true,
    limit: 2,
    custom_quantities: true,
    description: 'Two sauces come with every order of McNuggets.',
    values: [
      {
        name: 'Tangy Barbeque Sauce',
        price: 0.5,
        fr: 'Sauce barbecue',
        default_selection: true,
        max_quantity: 2,
      },
      { name: 'Hot Mustard Sauce', price: 0.5, fr: 'Sauce moutarde forte', max_quantity: 2 },
      { name: "Sweet 'N Sour Sauce", price: 0.5, fr: 'Sauce aigre-douce', max_quantity: 2 },
      { name: 'Honey', price: 0.5, fr: 'Miel', max_quantity: 2 },
    ],
  },
  {
    key: 'combo',
    name: 'Make it a combo',
    fr: 'En trio',
    values: [
      { name: 'Medium French Fries', calories: 320, price: 3.49, fr: 'Frites moyennes' },
      { name: 'Side Salad', price: 3.29, fr: 'Salade d’accompagnement' },
      { name: 'Apple Slices', price: 1.99, fr: 'Tranches de pomme' },
    ],
  },
  {
    key: 'toppings',
    name: 'Extra toppings',
    fr: 'Garnitures supplémentaires',
    allow_multiple_selection: true,
    limit: 3,
    values: [
      { name: 'Bacon', calories: 70, price: 1.75, fr: 'Bacon' },
      { name: 'Big Mac Sauce', price: 0.35, fr: 'Sauce Big Mac' },
      { name: 'Mayonnaise', source: 'Mayonnaise Packet', price: 0 },
      {
        name: 'Extra cheese slice',
        calories: 50,
        price: 0.6,
        fr: 'Tranche de fromage',
        max_quantity: 2,
      },
    ],
  },
];
