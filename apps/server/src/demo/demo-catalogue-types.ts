/** The shape of the demo catalogues: plain data, turned into rows by insert-demo-catalogue.ts. */

/** Slots of an item's price schedule painted with one code (see demo-price-schedule.ts). */
export interface DemoSchedulePaint {
  /** 1 = Monday … 7 = Sunday. */
  days: number[];
  /** `HH:mm`, on the quarter hour; the end is excluded (`24:00` = end of day). */
  start: string;
  end: string;
  /** A price code of `prices`, or `x` (not sold). */
  code: string;
}

export interface DemoItem {
  name: string;
  /** Name in the nutrition table, when it differs from `name`; calories come from there. */
  source?: string;
  /** Calories of an item the nutrition table does not know (instead of `source`). */
  calories?: number;
  /** CAD, 2 decimals. */
  price: number;
  fr?: string;
  description?: string;
  descriptionFr?: string;
  allergens?: string[];
  diets?: string[];
  /** Price options (name, price, and the nutrition-table name or the calories). */
  sizes?: { name: string; price: number; source?: string; calories?: number }[];
  ingredients?: { name: string; calories: number }[];
  recipe?: string;
  /**
   * Sold per guest (`price_type` `per_guest`: a buffet per person, a welcome drink each): an
   * event suite's guaranteed guest count sets its quantity.
   */
  perGuest?: boolean;
  /** Accounting (JDE) category; defaults to the section's or the menu's. */
  accounting?: string;
  /** Keys of the catalogue's option groups this item offers. */
  options?: string[];
  featured?: boolean;
  soldOut?: boolean;
  /** A draft item (unpublished). */
  draft?: boolean;
  alcoholic?: boolean;
  taxRebate?: 'not_eligible' | 'eligible' | 'eligible_with_qualification';
  /** A price schedule: amounts of the price codes, and the slots painted with each code. */
  schedule?: { prices: Record<string, number>; paint: DemoSchedulePaint[] };
}

export interface DemoSection {
  name: string;
  fr?: string;
  description?: string;
  descriptionFr?: string;
  /** Accounting category of the section's items. */
  accounting?: string;
  items: DemoItem[];
}

export interface DemoHours {
  /** 1 = Monday … 7 = Sunday. */
  days: number[];
  start: string;
  end: string;
}

export interface DemoMenu {
  name: string;
  fr?: string;
  description?: string;
  descriptionFr?: string;
  /** Key of the catalogue's menu group holding this menu. */
  group?: string;
  /** Accounting category of the items of a menu without sections. */
  accounting?: string;
  /** Tax code (a `taxRates` code) of every item of the menu instead of the defaults. */
  taxRate?: string;
  published?: boolean;
  dine_in?: boolean;
  on_demand?: boolean;
  scheduled?: boolean;
  event_package?: boolean;
  access_level?: 'unrestricted' | 'guest_only' | 'staff_only';
  /** A menu has either sections or items directly. */
  sections?: DemoSection[];
  items?: DemoItem[];
  hours: DemoHours[];
}

export interface DemoOptionGroup {
  key: string;
  name: string;
  fr?: string;
  description?: string;
  type?: 'addons' | 'pricing';
  allow_multiple_selection?: boolean;
  required?: boolean;
  limit?: number | null;
  custom_quantities?: boolean;
  values: {
    name: string;
    /** Nutrition-table name when it differs from `name` (calories come from there)… */
    source?: string;
    /** …or the calories themselves. */
    calories?: number;
    price: number;
    fr?: string;
    default_selection?: boolean;
    /** Quantity chosen by default. */
    quantity?: number;
    max_quantity?: number;
  }[];
}

export interface DemoMenuGroup {
  key: string;
  name: string;
  fr?: string;
}

export interface DemoCatalogue {
  menuGroups?: DemoMenuGroup[];
  menus: DemoMenu[];
  optionGroups: DemoOptionGroup[];
  /** Tax rates in percent; default ones apply to every item without its own tax code. */
  taxRates: { code: string; label: string | null; value: number; default: boolean }[];
}

export const everyDay = [1, 2, 3, 4, 5, 6, 7];
export const weekdays = [1, 2, 3, 4, 5];
