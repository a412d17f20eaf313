import { weekdays, type DemoCatalogue } from './demo-catalogue-types.ts';
import { bistroAllDayMenu } from './demo-menu-bistro-all-day.ts';
import { bistroOptionGroups } from './demo-options-bistro.ts';

const weekend = [6, 7];

/**
 * Maple Street Bistro: an all-day menu with sections (no group), the "Daytime" group with a
 * breakfast menu without sections and a lunch menu with sections, and the "Evening" group with a
 * draft late-night menu. Menu order is the list order (tests and orders name these menus).
 */
export const bistroCatalogue: DemoCatalogue = {
  taxRates: [{ code: 'HST', label: 'HST', value: 13, default: true }],
  optionGroups: bistroOptionGroups,
  menuGroups: [
    { key: 'daytime', name: 'Daytime', fr: 'Journée' },
    { key: 'evening', name: 'Evening', fr: 'Soirée' },
  ],
  menus: [
    bistroAllDayMenu,
    {
      name: 'Breakfast',
      fr: 'Déjeuner',
      description: 'Served until 11 a.m. on weekdays and noon on weekends.',
      descriptionFr: 'Servi jusqu’à 11 h en semaine et jusqu’à midi la fin de semaine.',
      group: 'daytime',
      accounting: '4100 Food',
      dine_in: true,
      on_demand: true,
      hours: [
        { days: weekdays, start: '06:00', end: '11:00' },
        { days: weekend, start: '07:00', end: '12:00' },
      ],
      items: [
        {
          name: 'Egg McMuffin',
          price: 4.99,
          fr: 'Egg McMuffin',
          description: 'A freshly cracked egg, back bacon and cheddar on a toasted English muffin.',
          descriptionFr:
            'Un œuf frais, du bacon de dos et du cheddar sur un muffin anglais grillé.',
          featured: true,
          allergens: ['Egg', 'Gluten', 'Dairy'],
          options: ['breakfast-combo'],
          recipe: 'R-2001',
          ingredients: [
            { name: 'English muffin', calories: 150 },
            { name: 'Egg', calories: 70 },
            { name: 'Back bacon', calories: 30 },
            { name: 'Cheddar slice', calories: 50 },
          ],
        },
        {
          name: 'Sausage McMuffin with Egg',
          price: 5.29,
          fr: 'McMuffin à la saucisse et œuf',
          allergens: ['Egg', 'Gluten', 'Dairy'],
          options: ['breakfast-combo'],
          recipe: 'R-2002',
        },
        {
          name: 'Hotcakes',
          price: 5.49,
          fr: 'Crêpes',
          description: 'Three hotcakes with butter and Canadian maple syrup.',
          descriptionFr: 'Trois crêpes, beurre et sirop d’érable canadien.',
          diets: ['Vegetarian'],
          allergens: ['Dairy', 'Egg', 'Gluten'],
        },
        { name: 'Big Breakfast', price: 7.99, fr: 'Grand déjeuner' },
        { name: 'Hash Browns', price: 1.99, fr: 'Galette de pommes de terre', diets: ['Vegan'] },
        {
          name: 'Fruit & Maple Oatmeal',
          price: 3.99,
          fr: 'Gruau aux fruits et à l’érable',
          diets: ['Vegetarian'],
          allergens: ['Dairy'],
        },
        {
          name: 'Premium Roast Coffee',
          source: 'Coffee (Small)',
          price: 1.89,
          fr: 'Café torréfaction supérieure',
          description: 'Fair-trade arabica, brewed every 30 minutes.',
          descriptionFr: 'Arabica équitable, infusé toutes les 30 minutes.',
          accounting: '4200 Non-alcoholic beverages',
          options: ['coffee-size', 'coffee-extras'],
        },
        {
          name: 'Minute Maid Orange Juice',
          source: 'Minute Maid Orange Juice (Small)',
          price: 2.79,
          fr: 'Jus d’orange Minute Maid',
          accounting: '4200 Non-alcoholic beverages',
          sizes: [
            { name: 'Small', price: 2.79, source: 'Minute Maid Orange Juice (Small)' },
            { name: 'Large', price: 3.59, source: 'Minute Maid Orange Juice (Large)' },
          ],
        },
      ],
    },
    {
      name: 'Late Night Specials',
      fr: 'Spéciaux de fin de soirée',
      description: 'Draft: being prepared for the fall.',
      descriptionFr: 'Brouillon : en préparation pour l’automne.',
      group: 'evening',
      accounting: '4100 Food',
      published: false,
      on_demand: true,
      // Friday and Saturday nights, until 2 a.m. the next day (hours past midnight).
      hours: [{ days: [5, 6], start: '22:00', end: '02:00' }],
      items: [
        { name: 'Triple Cheeseburger', price: 7.49, fr: 'Triple cheeseburger' },
        { name: 'Basket of Fries', price: 5.99, fr: 'Panier de frites', diets: ['Vegan'] },
      ],
    },
    {
      name: 'Lunch Specials',
      fr: 'Spéciaux du midi',
      description: 'Weekday lunch plates, ready in about 10 minutes.',
      descriptionFr: 'Assiettes du midi en semaine, prêtes en 10 minutes environ.',
      group: 'daytime',
      dine_in: true,
      on_demand: true,
      hours: [{ days: weekdays, start: '11:00', end: '14:30' }],
      sections: [
        {
          name: 'Salads',
          fr: 'Salades',
          description: 'Greens from Holland Marsh farms.',
          descriptionFr: 'Verdures des fermes de Holland Marsh.',
          accounting: '4100 Food',
          items: [
            {
              name: 'Premium Southwest Salad with Grilled Chicken',
              price: 10.49,
              fr: 'Salade du Sud-Ouest au poulet grillé',
              allergens: ['Dairy'],
              recipe: 'R-3001',
            },
            {
              name: 'Premium Bacon Ranch Salad with Grilled Chicken',
              price: 10.49,
              fr: 'Salade bacon ranch au poulet grillé',
              allergens: ['Dairy', 'Egg'],
              recipe: 'R-3002',
            },
            { name: 'Side Salad', price: 3.29, fr: 'Salade d’accompagnement', diets: ['Vegan'] },
          ],
        },
        {
          name: 'Soups & Sandwiches',
          fr: 'Soupes et sandwichs',
          accounting: '4100 Food',
          items: [
            {
              name: 'Soup of the Day',
              calories: 180,
              price: 4.99,
              fr: 'Soupe du jour',
              description: 'Ask your server. Served with a dinner roll.',
              descriptionFr: 'Demandez à votre serveur. Servie avec un petit pain.',
              allergens: ['Gluten'],
              diets: ['Vegetarian'],
            },
            {
              name: 'Ranch Snack Wrap (Grilled)',
              price: 4.49,
              fr: 'Mini-wrap ranch (poulet grillé)',
              allergens: ['Gluten', 'Dairy', 'Egg'],
            },
            {
              name: 'Premium Grilled Chicken Bacon Clubhouse Sandwich',
              price: 11.29,
              fr: 'Sandwich clubhouse au poulet grillé et bacon',
              allergens: ['Gluten', 'Dairy', 'Egg', 'Mustard'],
              options: ['combo'],
            },
          ],
        },
      ],
    },
  ],
};
