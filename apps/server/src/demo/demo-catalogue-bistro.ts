import { everyDay, type DemoCatalogue } from './demo-catalogue-types.ts';

const drinkSizes = (drink: string, small: number) => [
  { name: 'Small', price: small, source: `${drink} (Small)` },
  { name: 'Medium', price: small + 0.5, source: `${drink} (Medium)` },
  { name: 'Large', price: small + 1, source: `${drink} (Large)` },
];

/** Maple Street Bistro: an all-day menu with sections, and a breakfast menu without sections. */
export const bistroCatalogue: DemoCatalogue = {
  taxRates: [{ code: 'HST', label: 'HST', value: 13 }],
  optionGroups: [
    {
      key: 'sauces',
      name: 'Dipping sauces',
      fr: 'Sauces à tremper',
      allow_multiple_selection: true,
      limit: 2,
      values: [
        { name: 'Tangy Barbeque Sauce', price: 0.5, fr: 'Sauce barbecue' },
        { name: 'Hot Mustard Sauce', price: 0.5, fr: 'Sauce moutarde forte' },
        { name: "Sweet 'N Sour Sauce", price: 0.5, fr: 'Sauce aigre-douce' },
        { name: 'Honey', price: 0.5, fr: 'Miel' },
      ],
    },
    {
      key: 'combo',
      name: 'Make it a combo',
      fr: 'En trio',
      values: [
        { name: 'Medium French Fries', price: 3.49, fr: 'Frites moyennes' },
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
        { name: 'Bacon', price: 1.75, fr: 'Bacon' },
        { name: 'Big Mac Sauce', price: 0.35, fr: 'Sauce Big Mac' },
        { name: 'Mayonnaise', source: 'Mayonnaise Packet', price: 0 },
      ],
    },
  ],
  menus: [
    {
      name: 'All Day Menu',
      fr: 'Menu toute la journée',
      description: 'Burgers, chicken, sides and shakes, served from 11 a.m.',
      dine_in: true,
      on_demand: true,
      scheduled: true,
      hours: [{ days: everyDay, start: '11:00', end: '22:00' }],
      sections: [
        {
          name: 'Burgers',
          fr: 'Burgers',
          items: [
            {
              name: 'Big Mac',
              price: 8.49,
              featured: true,
              options: ['combo', 'toppings'],
              allergens: ['Gluten', 'Dairy', 'Egg', 'Sesame'],
            },
            {
              name: 'Quarter Pounder with Cheese',
              price: 8.99,
              fr: 'Quart de livre avec fromage',
              options: ['combo', 'toppings'],
              allergens: ['Gluten', 'Dairy', 'Sesame'],
            },
            {
              name: 'Double Quarter Pounder with Cheese',
              price: 10.99,
              fr: 'Double quart de livre avec fromage',
              options: ['combo', 'toppings'],
            },
            { name: 'Bacon Clubhouse Burger', price: 10.49, options: ['combo'] },
            {
              name: 'Cheeseburger',
              price: 3.29,
              options: ['combo'],
              allergens: ['Gluten', 'Dairy'],
            },
            { name: 'McDouble', price: 3.99, options: ['combo'] },
          ],
        },
        {
          name: 'Chicken & Fish',
          fr: 'Poulet et poisson',
          items: [
            {
              name: 'Chicken McNuggets (10 piece)',
              price: 7.99,
              fr: 'Croquettes de poulet (10 morceaux)',
              options: ['sauces', 'combo'],
            },
            {
              name: 'Chicken McNuggets (20 piece)',
              price: 13.49,
              fr: 'Croquettes de poulet (20 morceaux)',
              options: ['sauces'],
            },
            { name: 'McChicken', price: 6.49, options: ['combo'] },
            {
              name: 'Buttermilk Crispy Chicken Sandwich',
              price: 9.29,
              fr: 'Sandwich au poulet croustillant au babeurre',
              options: ['combo'],
            },
            {
              name: 'Filet-O-Fish',
              price: 6.99,
              allergens: ['Fish', 'Gluten', 'Dairy'],
              diets: ['Pescatarian'],
              options: ['combo'],
            },
            { name: 'Veggie McWrap', price: 7.49, fr: 'McWrap végé', diets: ['Vegetarian'] },
          ],
        },
        {
          name: 'Sides',
          fr: 'Accompagnements',
          items: [
            { name: 'Medium French Fries', price: 3.79, fr: 'Frites moyennes', diets: ['Vegan'] },
            { name: 'Large French Fries', price: 4.49, fr: 'Grandes frites', diets: ['Vegan'] },
            {
              name: 'Mozzarella Sticks (3 Piece)',
              price: 4.29,
              fr: 'Bâtonnets de mozzarella (3)',
              diets: ['Vegetarian'],
              allergens: ['Dairy', 'Gluten'],
            },
            { name: 'Side Salad', price: 3.29, fr: 'Salade d’accompagnement', diets: ['Vegan'] },
            { name: 'Apple Slices', price: 1.99, fr: 'Tranches de pomme', diets: ['Vegan'] },
          ],
        },
        {
          name: 'Desserts & Shakes',
          fr: 'Desserts et laits frappés',
          items: [
            { name: 'Baked Hot Apple Pie', price: 2.29, fr: 'Chausson aux pommes' },
            {
              name: 'McFlurry with Oreo Cookies',
              price: 5.19,
              fr: 'McFlurry aux biscuits Oreo',
              allergens: ['Dairy', 'Gluten', 'Soy'],
            },
            {
              name: 'Hot Fudge Sundae',
              price: 3.49,
              fr: 'Coupe glacée au fondant chaud',
              allergens: ['Dairy'],
            },
            {
              name: 'Chocolate Shake (Small)',
              price: 4.49,
              fr: 'Lait frappé au chocolat (petit)',
              allergens: ['Dairy'],
              soldOut: true,
            },
            { name: 'Chocolate Chip Cookie', price: 1.49, fr: 'Biscuit aux pépites de chocolat' },
          ],
        },
        {
          name: 'Beverages',
          fr: 'Boissons',
          items: [
            {
              name: 'Coca-Cola',
              source: 'Coca-Cola (Small)',
              price: 2.29,
              sizes: drinkSizes('Coca-Cola', 2.29),
            },
            {
              name: 'Sprite',
              source: 'Sprite (Small)',
              price: 2.29,
              sizes: drinkSizes('Sprite', 2.29),
            },
            {
              name: 'Iced Tea',
              source: 'Iced Tea (Small)',
              price: 2.29,
              fr: 'Thé glacé',
              sizes: drinkSizes('Iced Tea', 2.29),
            },
            { name: 'Dasani Water', price: 2.49, fr: 'Eau Dasani' },
          ],
        },
      ],
    },
    {
      name: 'Breakfast',
      fr: 'Déjeuner',
      description: 'Served until 11 a.m.',
      dine_in: true,
      on_demand: true,
      hours: [{ days: everyDay, start: '06:00', end: '11:00' }],
      items: [
        {
          name: 'Egg McMuffin',
          price: 4.99,
          featured: true,
          allergens: ['Egg', 'Gluten', 'Dairy'],
        },
        {
          name: 'Sausage McMuffin with Egg',
          price: 5.29,
          fr: 'McMuffin à la saucisse et œuf',
          allergens: ['Egg', 'Gluten', 'Dairy'],
        },
        { name: 'Hotcakes', price: 5.49, fr: 'Crêpes', diets: ['Vegetarian'] },
        { name: 'Big Breakfast', price: 7.99, fr: 'Grand déjeuner' },
        { name: 'Hash Browns', price: 1.99, fr: 'Galette de pommes de terre', diets: ['Vegan'] },
        {
          name: 'Fruit & Maple Oatmeal',
          price: 3.99,
          fr: 'Gruau aux fruits et à l’érable',
          diets: ['Vegetarian'],
        },
        {
          name: 'Minute Maid Orange Juice',
          source: 'Minute Maid Orange Juice (Small)',
          price: 2.79,
          fr: 'Jus d’orange Minute Maid',
        },
      ],
    },
    {
      name: 'Late Night Specials',
      fr: 'Spéciaux de fin de soirée',
      description: 'Draft: being prepared for the fall.',
      published: false,
      on_demand: true,
      hours: [{ days: [5, 6], start: '22:00', end: '23:59' }],
      items: [
        { name: 'Triple Cheeseburger', price: 7.49, fr: 'Triple cheeseburger' },
        { name: 'Basket of Fries', price: 5.99, fr: 'Panier de frites' },
      ],
    },
  ],
};
