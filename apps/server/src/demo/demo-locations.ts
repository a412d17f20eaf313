import type { restaurants } from '../db/schema/index.ts';

type NewLocation = typeof restaurants.$inferInsert;

/** The organisation every demo location and user belongs to. */
export const DEMO_GROUP = 'demo-org';

const contactFields = {
  name: { required: true, hide: false },
  email: { required: true, hide: false },
  phone_number: { required: false, hide: false },
};

const pausedMessage = {
  orders_paused_message: 'We are not taking orders right now. Thank you for your patience!',
  localization: {
    fr: {
      orders_paused_message:
        'Nous ne prenons pas de commandes pour le moment. Merci de votre patience!',
    },
  },
};

/**
 * DESIGN §9: a restaurant, a K-12 school and a stadium venue of one organisation. All three take
 * orders (`order_management`); their order-taking settings are in demo-settings.ts.
 */
export const demoLocations = {
  bistro: {
    name: 'Maple Street Bistro',
    slug: 'maple-street-bistro',
    province: 'on',
    groups: [DEMO_GROUP, 'restaurants'],
    pos_integrated: true,
    order_management: true,
    discount: true,
    holiday_hours: true,
    membership_program: true,
    delivery: true,
    menu_configuration: { zone: 'dining-room', membership_customization: {} },
    menu_manager_config: {
      allow_order_manager_sound: true,
      allow_bulk_complete: true,
      allow_bulk_cancel: true,
      csv_import: true,
      contact_fields_config: contactFields,
      reporting_categories: ['Food', 'Beverage'],
    },
    order_options: {
      custom_questions: [],
      max_items_per_cart: 30,
      max_meals_per_cart: null,
      ...pausedMessage,
    },
  },
  school: {
    name: 'Riverside Public School',
    slug: 'riverside-public-school',
    province: 'on',
    groups: [DEMO_GROUP, 'schools'],
    k12: true,
    subsidies: true,
    app8_credits: true,
    order_management: true,
    delivery: true,
    menu_configuration: { zone: 'cafeteria', membership_customization: {} },
    menu_manager_config: {
      allow_order_manager_sound: false,
      allow_bulk_complete: true,
      allow_bulk_cancel: false,
      csv_import: true,
      contact_fields_config: contactFields,
      reporting_categories: ['Lunch'],
    },
    order_options: {
      custom_questions: [],
      max_items_per_cart: 5,
      max_meals_per_cart: 1,
      ...pausedMessage,
    },
  },
  stadium: {
    name: 'Lakeshore Stadium',
    slug: 'lakeshore-stadium',
    // In Quebec, so that the demo shows GST + QST beside Ontario's HST.
    province: 'qc',
    groups: [DEMO_GROUP, 'venues'],
    suites_enabled: true,
    catering: true,
    order_management: true,
    extra_payment_methods: true,
    delivery: true,
    menu_configuration: { zone: 'suites', membership_customization: {} },
    menu_manager_config: {
      allow_order_manager_sound: true,
      allow_bulk_complete: false,
      allow_bulk_cancel: false,
      csv_import: false,
      contact_fields_config: contactFields,
      reporting_categories: ['Catering'],
    },
    order_options: {
      custom_questions: [],
      max_items_per_cart: null,
      max_meals_per_cart: null,
      ...pausedMessage,
    },
  },
} satisfies Record<string, NewLocation>;

export type DemoLocationKey = keyof typeof demoLocations;
