import { everyDay, type DemoCatalogue } from './demo-catalogue-types.ts';
import { stadiumSuiteDining } from './demo-menu-stadium-suite-dining.ts';

/**
 * Lakeshore Stadium: two suite menus for pre-orders (platters, and the kitchen's plated suite
 * dining by station) and the concession stands (no sections), with a pricing group for beer
 * sizes and add-ons with quantities.
 */
export const stadiumCatalogue: DemoCatalogue = {
  // The venue is in Quebec: GST and QST both apply to everything sold.
  taxRates: [
    { code: 'GST', label: 'GST', value: 5, default: true },
    { code: 'QST', label: 'QST', value: 9.975, default: true },
  ],
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
    {
      key: 'suite-extras',
      name: 'Suite extras',
      fr: 'Extras pour la loge',
      description: 'Delivered with the first platter.',
      allow_multiple_selection: true,
      custom_quantities: true,
      values: [
        { name: 'Bag of ice', calories: 0, price: 4.99, fr: 'Sac de glace', max_quantity: 5 },
        {
          name: 'Extra plates & napkins (set of 12)',
          calories: 0,
          price: 0,
          fr: 'Assiettes et serviettes supplémentaires (12)',
          default_selection: true,
          quantity: 1,
          max_quantity: 3,
        },
        {
          name: 'Veggie & dip tray',
          calories: 400,
          price: 34.99,
          fr: 'Plateau de crudités et trempette',
          max_quantity: 2,
        },
      ],
    },
    {
      key: 'beer-size',
      name: 'Size',
      fr: 'Format',
      type: 'pricing',
      required: true,
      limit: 1,
      values: [
        {
          name: 'Regular (16 oz)',
          calories: 200,
          price: 0,
          fr: 'Régulier (16 oz)',
          default_selection: true,
        },
        { name: 'Tall boy (24 oz)', calories: 300, price: 3.5, fr: 'Grand format (24 oz)' },
      ],
    },
  ],
  menus: [
    {
      name: 'Suite Catering',
      fr: 'Traiteur des loges',
      description: 'Pre-order platters for your suite, delivered before puck drop.',
      descriptionFr:
        'Commandez à l’avance les plateaux de votre loge, livrés avant la mise au jeu.',
      scheduled: true,
      event_package: true,
      hours: [{ days: everyDay, start: '10:00', end: '23:00' }],
      sections: [
        {
          name: 'Platters',
          fr: 'Plateaux',
          description: 'Each platter serves 8 to 10 guests.',
          descriptionFr: 'Chaque plateau sert de 8 à 10 invités.',
          accounting: '5100 Suite food',
          items: [
            {
              name: 'Chicken McNuggets Platter (40 piece)',
              source: 'Chicken McNuggets (40 piece)',
              price: 49.99,
              fr: 'Plateau de croquettes (40)',
              options: ['platter-sauces', 'suite-extras'],
              allergens: ['Gluten'],
              recipe: 'S-4040',
            },
            {
              name: 'Chicken McNuggets Platter (50 piece)',
              source: 'Chicken McNuggets (50 Piece)',
              price: 59.99,
              fr: 'Plateau de croquettes (50)',
              options: ['platter-sauces', 'suite-extras'],
              allergens: ['Gluten'],
              recipe: 'S-4050',
            },
            {
              name: 'Slider Platter',
              source: 'Cheeseburger',
              price: 64.99,
              fr: 'Plateau de mini-burgers',
              description: '12 cheeseburger sliders.',
              descriptionFr: '12 mini-cheeseburgers.',
              allergens: ['Gluten', 'Dairy', 'Sesame'],
              options: ['suite-extras'],
              recipe: 'S-4100',
            },
            {
              name: 'Fries Basket',
              source: 'Basket of Fries',
              price: 18.99,
              fr: 'Panier de frites',
              diets: ['Vegan'],
            },
          ],
        },
        {
          name: 'Sweets',
          fr: 'Douceurs',
          accounting: '5100 Suite food',
          items: [
            {
              name: 'Cookie Tray',
              source: 'Chocolate Chip Cookie',
              price: 24.99,
              fr: 'Plateau de biscuits',
              description: '24 assorted cookies.',
              descriptionFr: '24 biscuits assortis.',
              allergens: ['Gluten', 'Dairy', 'Egg', 'Soy'],
              diets: ['Vegetarian'],
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
          accounting: '5200 Suite beverages',
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
    stadiumSuiteDining,
    {
      name: 'Concessions',
      fr: 'Comptoirs',
      description: 'Order from your seat; pick up at the nearest stand.',
      descriptionFr: 'Commandez de votre siège; ramassez au comptoir le plus proche.',
      on_demand: true,
      accounting: '5300 Concessions',
      hours: [{ days: everyDay, start: '11:00', end: '23:00' }],
      items: [
        {
          name: 'Popcorn (Large)',
          price: 7.5,
          fr: 'Maïs soufflé (grand)',
          diets: ['Vegetarian'],
          allergens: ['Dairy'],
        },
        {
          name: 'Gourmet Twist Hot Pretzel with Butter Salt',
          price: 6.75,
          fr: 'Bretzel chaud',
          allergens: ['Gluten', 'Dairy'],
          diets: ['Vegetarian'],
        },
        {
          name: 'Cheese Curds',
          price: 8.25,
          fr: 'Fromage en grains',
          description: 'Squeaky-fresh curds from a Québec fromagerie.',
          descriptionFr: 'Fromage en grains frais du jour d’une fromagerie québécoise.',
          allergens: ['Dairy'],
          diets: ['Vegetarian'],
        },
        {
          name: 'Quarter Pounder with Cheese',
          price: 11.5,
          fr: 'Quart de livre avec fromage',
          allergens: ['Gluten', 'Dairy', 'Sesame', 'Mustard'],
        },
        { name: 'Coca-Cola (Large)', price: 5.75, fr: 'Coca-Cola (grand)' },
        {
          name: 'Domestic Draught Beer',
          calories: 200,
          price: 11.25,
          fr: 'Bière pression canadienne',
          description: 'Two per purchase; valid photo ID required.',
          descriptionFr: 'Deux par achat; pièce d’identité avec photo exigée.',
          allergens: ['Gluten', 'Alcohol'],
          alcoholic: true,
          taxRebate: 'not_eligible',
          accounting: '5400 Concessions beer',
          options: ['beer-size'],
        },
      ],
    },
  ],
};
