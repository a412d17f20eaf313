import type {
  OrderStatus,
  OrderType,
  PaymentPreference,
  SchoolDetails,
  TableInfo,
  TakeOutType,
} from '@app/domain';
import type { DemoLocationKey } from './demo-locations.ts';

/** A cart line: item name, quantity, and the price option or modifier options chosen by name. */
export type DemoLine = [
  item: string,
  quantity: number,
  choices?: { size?: string; options?: [group: string, option: string, quantity?: number][] },
];

export interface DemoOrder {
  location: DemoLocationKey;
  type: OrderType;
  status: OrderStatus;
  /** The menu the order was taken from; every line is an item of it. */
  menu: string;
  lines: DemoLine[];
  contact: { full_name: string; email: string; phone_number: string };
  /**
   * Due date and time in the location's time zone: days from today (a school order's weekend
   * date moves to the nearest school day, away from today) and `HH:mm` within the menu's hours.
   */
  due: { days: number; time: string; schoolDay?: boolean };
  /** Placed this many hours before now. */
  placedHoursAgo: number;
  payment: PaymentPreference;
  takeOutType?: TakeOutType;
  /** Tip as the spec writes charges: `"2$"` or `"15"` (percent). */
  tip?: string;
  discountCode?: string;
  /** Membership identifier (demo-settings.ts): its promotion is the member discount. */
  member?: string;
  /** Place id of a delivery address in the offline gazetteer. */
  deliverTo?: string;
  table?: Partial<TableInfo>;
  school?: SchoolDetails;
  /** The venue's booked suite, `{event key}/{suite name}` (demo-season.ts). */
  eventSuite?: string;
  notes?: string;
}

/** A guest's contact details. */
export const guest = (full_name: string, email: string, phone_number: string) => ({
  full_name,
  email,
  phone_number,
});
