import type { DeliveryAddress } from '@app/domain';

/** An address the offline geocoder knows, with the names people also type to find it. */
export interface GazetteerEntry extends DeliveryAddress {
  keywords: string[];
}

type Place = [
  slug: string,
  houseNumber: string | null,
  street: string,
  city: string,
  province: 'ON' | 'QC' | 'BC',
  postalCode: string | null,
  latitude: number,
  longitude: number,
  keywords: string,
];

/**
 * Real street addresses of public landmarks in Toronto, Montreal and Vancouver, so that the demo
 * and the tests suggest delivery addresses without a network. Some are streets without a house
 * number (not precise enough to deliver to); the Toronto Zoo, the airport and the other cities
 * lie outside the demo bistro's 5 km delivery radius (it sits at Toronto City Hall).
 * Coordinates are those of the building, to about 50 m.
 */
// prettier-ignore
const places: Place[] = [
  ['toronto-city-hall', '100', 'Queen St W', 'Toronto', 'ON', 'M5H 2N2', 43.653482, -79.383935, 'City Hall Nathan Phillips Square'],
  ['cn-tower', '290', 'Bremner Blvd', 'Toronto', 'ON', 'M5V 3L9', 43.642566, -79.387057, 'CN Tower'],
  ['rogers-centre', '1', 'Blue Jays Way', 'Toronto', 'ON', 'M5V 1J1', 43.641438, -79.389353, 'Rogers Centre'],
  ['scotiabank-arena', '40', 'Bay St', 'Toronto', 'ON', 'M5J 2X2', 43.643466, -79.379099, 'Scotiabank Arena'],
  ['union-station', '65', 'Front St W', 'Toronto', 'ON', 'M5J 1E6', 43.645218, -79.380627, 'Union Station'],
  ['art-gallery-of-ontario', '317', 'Dundas St W', 'Toronto', 'ON', 'M5T 1G4', 43.653607, -79.392512, 'Art Gallery of Ontario AGO'],
  ['royal-ontario-museum', '100', "Queen's Park", 'Toronto', 'ON', 'M5S 2C6', 43.66771, -79.394777, 'Royal Ontario Museum ROM'],
  ['st-lawrence-market', '93', 'Front St E', 'Toronto', 'ON', 'M5E 1C3', 43.64869, -79.371619, 'St. Lawrence Market'],
  ['eaton-centre', '220', 'Yonge St', 'Toronto', 'ON', 'M5B 2H1', 43.654438, -79.380699, 'Eaton Centre'],
  ['university-of-toronto', '27', "King's College Cir", 'Toronto', 'ON', 'M5S 1A1', 43.660704, -79.395978, 'University of Toronto'],
  ['distillery-district', '55', 'Mill St', 'Toronto', 'ON', 'M5A 3C4', 43.650298, -79.359591, 'Distillery District'],
  ['casa-loma', '1', 'Austin Terrace', 'Toronto', 'ON', 'M5R 1X8', 43.678037, -79.409447, 'Casa Loma'],
  ['toronto-zoo', '2000', 'Meadowvale Rd', 'Toronto', 'ON', 'M1B 5K7', 43.817699, -79.18589, 'Toronto Zoo'],
  ['pearson-airport', '6301', 'Silver Dart Dr', 'Mississauga', 'ON', 'L5P 1B2', 43.677721, -79.624819, 'Toronto Pearson International Airport YYZ'],
  ['kensington-ave', null, 'Kensington Ave', 'Toronto', 'ON', null, 43.65485, -79.40075, 'Kensington Market'],
  ['queen-st-w', null, 'Queen St W', 'Toronto', 'ON', null, 43.6487, -79.3963, ''],
  ['montreal-city-hall', '275', 'Rue Notre-Dame Est', 'Montréal', 'QC', 'H2Y 1C6', 45.50882, -73.55417, 'Hôtel de Ville City Hall'],
  ['notre-dame-basilica', '110', 'Rue Notre-Dame Ouest', 'Montréal', 'QC', 'H2Y 1T1', 45.504542, -73.556128, 'Basilique Notre-Dame Basilica'],
  ['bell-centre', '1909', 'Av. des Canadiens-de-Montréal', 'Montréal', 'QC', 'H4B 5G0', 45.496111, -73.569444, 'Centre Bell Centre'],
  ['montreal-museum-of-fine-arts', '1380', 'Rue Sherbrooke Ouest', 'Montréal', 'QC', 'H3G 1J5', 45.49854, -73.57947, 'Musée des beaux-arts Museum of Fine Arts'],
  ['mcgill-university', '845', 'Rue Sherbrooke Ouest', 'Montréal', 'QC', 'H3A 0G4', 45.504789, -73.577159, 'Université McGill University'],
  ['olympic-stadium', '4545', 'Av. Pierre-De Coubertin', 'Montréal', 'QC', 'H1V 0B2', 45.557907, -73.551604, 'Stade olympique Olympic Stadium'],
  ['jean-talon-market', '7070', 'Av. Henri-Julien', 'Montréal', 'QC', 'H2S 3S3', 45.53627, -73.61481, 'Marché Jean-Talon Market'],
  ['rue-saint-denis', null, 'Rue Saint-Denis', 'Montréal', 'QC', null, 45.5176, -73.5684, ''],
  ['vancouver-city-hall', '453', 'W 12th Ave', 'Vancouver', 'BC', 'V5Y 1V4', 49.260872, -123.113953, 'City Hall'],
  ['rogers-arena', '800', 'Griffiths Way', 'Vancouver', 'BC', 'V6B 6G1', 49.277836, -123.108823, 'Rogers Arena'],
  ['vancouver-art-gallery', '750', 'Hornby St', 'Vancouver', 'BC', 'V6Z 2H7', 49.282946, -123.12043, 'Vancouver Art Gallery'],
  ['canada-place', '999', 'Canada Pl', 'Vancouver', 'BC', 'V6C 3T4', 49.288841, -123.111222, 'Canada Place'],
  ['granville-island-market', '1669', 'Johnston St', 'Vancouver', 'BC', 'V6H 3R9', 49.272613, -123.134933, 'Granville Island Public Market'],
  ['robson-st', null, 'Robson St', 'Vancouver', 'BC', null, 49.28273, -123.1237, ''],
];

/** The gazetteer as delivery addresses, labelled as Canada Post writes them. */
export const gazetteer: readonly GazetteerEntry[] = places.map(
  ([slug, houseNumber, street, city, province, postalCode, latitude, longitude, keywords]) => ({
    label: [
      houseNumber ? `${houseNumber} ${street}` : street,
      city,
      postalCode ? `${province} ${postalCode}` : province,
    ].join(', '),
    place_id: `offline:${slug}`,
    latitude,
    longitude,
    house_number: houseNumber,
    street,
    city,
    province,
    postal_code: postalCode,
    country: 'CA',
    keywords: keywords ? [keywords] : [],
  }),
);
