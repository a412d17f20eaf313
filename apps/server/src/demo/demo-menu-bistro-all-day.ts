import { everyDay, weekdays, type DemoMenu } from './demo-catalogue-types.ts';

const drinkSizes = (drink: string, small: number) => [
  { name: 'Small', price: small, source: `${drink} (Small)` },
  { name: 'Medium', price: small + 0.5, source: `${drink} (Medium)` },
  { name: 'Large', price: small + 1, source: `${drink} (Large)` },
];

/**
 * Maple Street Bistro's main menu, in sections, open the same hours all week. It holds the
 * draft item (a poutine not launched yet) and the item with a price schedule (happy hour).
 */
export const bistroAllDayMenu: DemoMenu = {
  name: 'All Day Menu',
  fr: 'Menu toute la journée',
  description: 'Burgers, chicken, sides and shakes, served from 11 a.m.',
  descriptionFr: 'Burgers, poulet, accompagnements et laits frappés, servis dès 11 h.',
  dine_in: true,
  on_demand: true,
  scheduled: true,
  hours: [{ days: everyDay, start: '11:00', end: '22:00' }],
  sections: [
    {
      name: 'Burgers',
      fr: 'Burgers',
      description: 'Made with 100% Canadian beef.',
      descriptionFr: 'Faits de bœuf 100 % canadien.',
      accounting: '4100 Food',
      items: [
        {
          name: 'Big Mac',
          price: 8.49,
          fr: 'Big Mac',
          description:
            'Two beef patties, special sauce, lettuce, cheese, pickles and onions on a sesame bun.',
          descriptionFr:
            'Deux galettes de bœuf, sauce spéciale, laitue, fromage, cornichons et oignons sur un pain au sésame.',
          featured: true,
          options: ['combo', 'toppings'],
          allergens: ['Gluten', 'Dairy', 'Egg', 'Sesame'],
          recipe: 'R-1001',
          ingredients: [
            { name: 'Sesame bun', calories: 200 },
            { name: 'Beef patties (2)', calories: 180 },
            { name: 'Big Mac sauce', calories: 70 },
            { name: 'Processed cheddar', calories: 50 },
            { name: 'Lettuce, pickles and onions', calories: 10 },
          ],
        },
        {
          name: 'Quarter Pounder with Cheese',
          price: 8.99,
          fr: 'Quart de livre avec fromage',
          description: 'A quarter pound of fresh beef with two slices of cheddar.',
          descriptionFr: 'Un quart de livre de bœuf frais et deux tranches de cheddar.',
          options: ['combo', 'toppings'],
          allergens: ['Gluten', 'Dairy', 'Sesame', 'Mustard'],
          recipe: 'R-1002',
          ingredients: [
            { name: 'Sesame bun', calories: 200 },
            { name: 'Quarter-pound beef patty', calories: 220 },
            { name: 'Cheddar slices (2)', calories: 100 },
            { name: 'Ketchup, mustard, pickles and onions', calories: 10 },
          ],
        },
        {
          name: 'Double Quarter Pounder with Cheese',
          price: 10.99,
          fr: 'Double quart de livre avec fromage',
          options: ['combo', 'toppings'],
          allergens: ['Gluten', 'Dairy', 'Sesame', 'Mustard'],
          recipe: 'R-1003',
        },
        {
          name: 'Bacon Clubhouse Burger',
          price: 10.49,
          fr: 'Burger clubhouse au bacon',
          options: ['combo'],
        },
        {
          name: 'Cheeseburger',
          price: 3.29,
          fr: 'Cheeseburger',
          options: ['combo'],
          allergens: ['Gluten', 'Dairy'],
        },
        { name: 'McDouble', price: 3.99, fr: 'McDouble', options: ['combo'] },
      ],
    },
    {
      name: 'Chicken & Fish',
      fr: 'Poulet et poisson',
      description: 'Canadian chicken and wild-caught fish.',
      descriptionFr: 'Poulet canadien et poisson sauvage.',
      accounting: '4100 Food',
      items: [
        {
          name: 'Chicken McNuggets (10 piece)',
          price: 7.99,
          fr: 'Croquettes de poulet (10 morceaux)',
          options: ['sauces', 'combo'],
          allergens: ['Gluten'],
        },
        {
          name: 'Chicken McNuggets (20 piece)',
          price: 13.49,
          fr: 'Croquettes de poulet (20 morceaux)',
          options: ['sauces'],
          allergens: ['Gluten'],
        },
        { name: 'McChicken', price: 6.49, fr: 'McPoulet', options: ['combo'] },
        {
          name: 'Buttermilk Crispy Chicken Sandwich',
          price: 9.29,
          fr: 'Sandwich au poulet croustillant au babeurre',
          options: ['combo'],
        },
        {
          name: 'Filet-O-Fish',
          price: 6.99,
          fr: 'Filet-O-Fish',
          description: 'Wild Alaska pollock with tartar sauce and half a slice of cheese.',
          descriptionFr:
            'Goberge sauvage de l’Alaska, sauce tartare et une demi-tranche de fromage.',
          allergens: ['Fish', 'Gluten', 'Dairy', 'Egg'],
          diets: ['Pescatarian'],
          options: ['combo'],
        },
        { name: 'Veggie McWrap', price: 7.49, fr: 'McWrap végé', diets: ['Vegetarian'] },
      ],
    },
    {
      name: 'Sides',
      fr: 'Accompagnements',
      accounting: '4100 Food',
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
        {
          name: 'Poutine',
          calories: 740,
          price: 7.49,
          fr: 'Poutine',
          description: 'Fries, Québec cheese curds and hot gravy. Launching this fall.',
          descriptionFr:
            'Frites, fromage en grains du Québec et sauce brune. Lancement cet automne.',
          allergens: ['Dairy', 'Gluten', 'Soy'],
          recipe: 'R-1310',
          draft: true,
        },
      ],
    },
    {
      name: 'Desserts & Shakes',
      fr: 'Desserts et laits frappés',
      accounting: '4150 Desserts',
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
      description: 'Free refills on fountain drinks for dine-in guests.',
      descriptionFr: 'Boissons gazeuses à volonté pour les clients sur place.',
      accounting: '4200 Non-alcoholic beverages',
      items: [
        {
          name: 'Coca-Cola',
          source: 'Coca-Cola (Small)',
          price: 2.29,
          fr: 'Coca-Cola',
          sizes: drinkSizes('Coca-Cola', 2.29),
        },
        {
          name: 'Sprite',
          source: 'Sprite (Small)',
          price: 2.29,
          fr: 'Sprite',
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
        {
          name: 'Ontario Craft Lager (Pint)',
          calories: 210,
          price: 7.75,
          fr: 'Bière blonde artisanale de l’Ontario (pinte)',
          description: 'Happy hour $5.50 on weekdays from 3 to 5 p.m. Last call 9 p.m. Sun–Thu.',
          descriptionFr:
            'Cinq à sept à 5,50 $ en semaine de 15 h à 17 h. Dernier service à 21 h du dimanche au jeudi.',
          allergens: ['Gluten', 'Alcohol'],
          alcoholic: true,
          taxRebate: 'not_eligible',
          accounting: '4300 Beer & wine',
          recipe: 'B-0420',
          schedule: {
            prices: { A: 5.5 },
            paint: [
              { days: weekdays, start: '15:00', end: '17:00', code: 'A' },
              { days: everyDay, start: '00:00', end: '11:00', code: 'x' },
              { days: [1, 2, 3, 4, 7], start: '21:00', end: '24:00', code: 'x' },
            ],
          },
        },
      ],
    },
  ],
};
