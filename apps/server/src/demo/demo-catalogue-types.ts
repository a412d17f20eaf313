/** The shape of the demo catalogues: plain data, turned into rows by insert-demo-catalogue.ts. */

export interface DemoItem {
  name: string;
  /** Name in the nutrition table, when it differs from `name`; calories come from there. */
  source?: string;
  /** CAD, 2 decimals. */
  price: number;
  fr?: string;
  description?: string;
  allergens?: string[];
  diets?: string[];
  /** Price options (name, price, nutrition-table name for the calories). */
  sizes?: { name: string; price: number; source: string }[];
  /** Keys of the catalogue's option groups this item offers. */
  options?: string[];
  featured?: boolean;
  soldOut?: boolean;
}

export interface DemoSection {
  name: string;
  fr?: string;
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
  type?: 'addons' | 'pricing';
  allow_multiple_selection?: boolean;
  required?: boolean;
  limit?: number | null;
  values: {
    name: string;
    source?: string;
    price: number;
    fr?: string;
    default_selection?: boolean;
  }[];
}

export interface DemoCatalogue {
  menus: DemoMenu[];
  optionGroups: DemoOptionGroup[];
  /** Tax rates in percent; the first is the location's default. */
  taxRates: { code: string; label: string; value: number }[];
}

export const everyDay = [1, 2, 3, 4, 5, 6, 7];
export const weekdays = [1, 2, 3, 4, 5];
