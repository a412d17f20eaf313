/**
 * Lakeshore Stadium's event settings: its suites, the clients who hold them (two of them read
 * French: their pre-order emails, page and calendar are in French), equipment, and the event
 * types with the suite menus each proposes.
 */
export const demoSuiteNames = [
  'Suite 101',
  'Suite 102',
  'Suite 204',
  'Suite 206',
  'Suite 208',
  'Founders Club Suite',
] as const;
export type DemoSuiteName = (typeof demoSuiteNames)[number];

export const demoSuiteOwners = [
  {
    first_name: 'Priya',
    last_name: 'Sharma',
    email: 'priya.sharma@northwind.example',
    company_name: 'Northwind Insurance',
    title: 'VP, Client Relations',
    phone_number: '416-555-0142',
    locale: 'en-CA',
  },
  {
    first_name: 'Marc',
    last_name: 'Tremblay',
    email: 'marc.tremblay@greatlakes.example',
    company_name: 'Great Lakes Logistics',
    title: 'Président',
    phone_number: '514-555-0188',
    locale: 'fr-CA',
  },
  {
    first_name: 'Olivia',
    last_name: 'Chen',
    email: 'ochen@harbourfrontlaw.example',
    company_name: 'Harbourfront Law LLP',
    title: 'Managing Partner',
    phone_number: '647-555-0107',
    locale: 'en-CA',
  },
  {
    first_name: 'Sophie',
    last_name: 'Gagnon',
    email: 'sophie.gagnon@caisselac.example',
    company_name: 'Caisse populaire du Lac',
    title: 'Directrice, partenariats',
    phone_number: '819-555-0163',
    locale: 'fr-CA',
  },
  {
    first_name: 'Jean-François',
    last_name: 'Roy',
    email: 'jf.roy@royassocies.example',
    company_name: 'Roy & Associés',
    title: 'Associé principal',
    phone_number: '418-555-0121',
    locale: 'fr-CA',
  },
  {
    first_name: 'David',
    last_name: 'Okonkwo',
    email: 'david.okonkwo@maplegrid.example',
    company_name: 'Maple Grid Energy',
    title: 'Director, Community Relations',
    phone_number: '905-555-0176',
    locale: 'en-CA',
  },
] as const;
export type DemoOwnerName = (typeof demoSuiteOwners)[number]['first_name'];

export const demoEquipmentNames = [
  'Chafing dish',
  'Beverage tub',
  'Bar cart',
  'High-top table',
  'Coffee urn',
  'Wine chiller',
] as const;
export type DemoEquipmentName = (typeof demoEquipmentNames)[number];

/** The suite menus (demo-catalogue-stadium.ts) pre-orders are taken from. */
export type DemoSuiteMenu = 'Suite Catering' | 'Suite Dining';

export const demoEventTypes = {
  'Hockey Game': ['Suite Catering', 'Suite Dining'],
  Concert: ['Suite Catering'],
  'Corporate Gala': ['Suite Dining'],
} as const satisfies Record<string, readonly DemoSuiteMenu[]>;
export type DemoEventType = keyof typeof demoEventTypes;
