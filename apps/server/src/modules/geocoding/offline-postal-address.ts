import type { DeliveryAddress } from '@app/domain';
import { POSTAL_CODE_PATTERN, postalAreaOf } from './offline-postal-areas.ts';

const clip = (text: string | null, max: number) => (text ? text.slice(0, max) : null);
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The typed parts other than the postal code, the province and the country. */
function addressParts(text: string, province: string): string[] {
  const dropped = new Set([province.toLowerCase(), 'canada']);
  return text
    .split(',')
    .map((part) => part.trim().replace(new RegExp(`\\s+${province}$`, 'i'), ''))
    .filter((part) => part && !dropped.has(part.toLowerCase()));
}

/**
 * A Canadian address typed with its postal code ("1 Yonge Street, Toronto, ON M5E 1W7"), placed
 * at its forward sortation area's centroid (data/README.md): the street and number as typed
 * (a leading number is the house number), the city as the next part, the province the area's.
 * Its precision says how far off the point may be: `postal_area` (a few km) or
 * `rural_postal_area`. Null when no postal code is typed, nothing but it is typed, or the area
 * is unknown.
 */
export function postalCodeAddress(query: string): DeliveryAddress | null {
  const match = POSTAL_CODE_PATTERN.exec(query);
  if (!match) return null;
  const area = postalAreaOf(match[1]!);
  if (!area) return null;
  const postalCode = `${match[1]} ${match[2]}`.toUpperCase();
  const rest = `${query.slice(0, match.index)} ${query.slice(match.index + match[0].length)}`;
  const [first, city = null] = addressParts(rest, area.province);
  // A postal code alone names an area, not an address: nothing to deliver to.
  if (!first) return null;
  const numbered = first ? /^(\d+[a-z]?)\s+(.+)$/i.exec(first) : null;
  return {
    label: [first, city, `${area.province} ${postalCode}`].filter(Boolean).join(', ').slice(0, 300),
    place_id: `offline:postal:${postalCode.replace(' ', '')}:${slug(first)}`.slice(0, 200),
    latitude: area.latitude,
    longitude: area.longitude,
    house_number: clip(numbered?.[1] ?? null, 20),
    street: clip(numbered?.[2] ?? first, 200),
    city: clip(city, 100),
    province: area.province,
    postal_code: postalCode,
    country: 'CA',
    precision: area.rural ? 'rural_postal_area' : 'postal_area',
  };
}
