import { everyDay, type DemoCatalogue } from './demo-catalogue-types.ts';

/** Lakeshore Stadium: a suite catering package menu (pre-orders) and the concession stands. */
export const stadiumCatalogue: DemoCatalogue = {
  taxRates: [{ code: 'HST', label: 'HST', value: 13 }],
  optionGroups: [
    {
      key: 'platter-sauces',
      name: 'Platter sauces',
      fr: 'Sauces pour plateau',
      allow_multiple_selection: true,
      limit: 4,
      values: [
        { name: 'Tangy Barbeque Sauce', price: 0, fr: 'Sauce barbecue' },
        { name: 'Spicy Buffalo Sauce', price: 0, fr: 'Sauce Buffalo épicée' },
        { name: 'Habanero Ranch Sauce', price: 0, fr: 'Sauce ranch habanero' },
        { name: 'Honey', price: 0, fr: 'Miel' },
      ],
    },
  ],
  menus: [
    {
      name: 'Suite Catering',
      fr: 'Traiteur des loges',
      description: 'Pre-order platters for your suite, delivered before puck drop.',
      scheduled: true,
      event_package: true,
      hours: [{ days: everyDay, start: '10:00', end: '23:00' }],
      sections: [
        {
          name: 'Platters',
          fr: 'Plateaux',
          items: [
            {
              name: 'Chicken McNuggets Platter (40 piece)',
              source: 'Chicken McNuggets (40 piece)',
              price: 49.99,
              fr: 'Plateau de croquettes (40)',
              options: ['platter-sauces'],
            },
            {
              name: 'Chicken McNuggets Platter (50 piece)',
              source: 'Chicken McNuggets (50 Piece)',
              price: 59.99,
              fr: 'Plateau de croquettes (50)',
              options: ['platter-sauces'],
            },
            {
              name: 'Slider Platter',
              source: 'Cheeseburger',
              price: 64.99,
              fr: 'Plateau de mini-burgers',
              description: '12 cheeseburger sliders.',
            },
            {
              name: 'Fries Basket',
              source: 'Basket of Fries',
              price: 18.99,
              fr: 'Panier de frites',
            },
          ],
        },
        {
          name: 'Sweets',
          fr: 'Douceurs',
          items: [
            {
              name: 'Cookie Tray',
              source: 'Chocolate Chip Cookie',
              price: 24.99,
              fr: 'Plateau de biscuits',
              description: '24 assorted cookies.',
            },
            {
              name: 'Apple Pie Tray',
              source: 'Baked Hot Apple Pie',
              price: 29.99,
              fr: 'Plateau de chaussons aux pommes',
            },
          ],
        },
        {
          name: 'Beverages',
          fr: 'Boissons',
          items: [
            { name: 'Iced Tea (Gallon)', price: 14.99, fr: 'Thé glacé (gallon)' },
            {
              name: 'Dasani Water Case',
              source: 'Dasani Water',
              price: 29.99,
              fr: 'Caisse d’eau Dasani',
            },
          ],
        },
      ],
    },
    {
      name: 'Concessions',
      fr: 'Comptoirs',
      on_demand: true,
      hours: [{ days: everyDay, start: '11:00', end: '23:00' }],
      items: [
        { name: 'Popcorn (Large)', price: 7.5, fr: 'Maïs soufflé (grand)' },
        { name: 'Gourmet Twist Hot Pretzel with Butter Salt', price: 6.75, fr: 'Bretzel chaud' },
        { name: 'Cheese Curds', price: 8.25, fr: 'Fromage en grains' },
        { name: 'Quarter Pounder with Cheese', price: 11.5, fr: 'Quart de livre avec fromage' },
        { name: 'Coca-Cola (Large)', price: 5.75 },
      ],
    },
  ],
};
