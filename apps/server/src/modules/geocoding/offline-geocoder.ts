import { distanceKm, type DeliveryAddress } from '@app/domain';
import type { Geocoder, SuggestOptions } from './geocoder.ts';
import { gazetteer, type GazetteerEntry } from './offline-gazetteer.ts';
import { postalCodeAddress } from './offline-postal-address.ts';

/** Street words people write in full or abbreviated, in English and French, read as one. */
const synonyms: Record<string, string> = {
  street: 'st',
  saint: 'st',
  avenue: 'av',
  ave: 'av',
  boulevard: 'blvd',
  boul: 'blvd',
  road: 'rd',
  drive: 'dr',
  place: 'pl',
  circle: 'cir',
  west: 'w',
  ouest: 'w',
  east: 'e',
  est: 'e',
};

/** Lower case, accents and punctuation dropped, abbreviations unified: "Rue Saint-Denis" → rue st denis. */
function tokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((token) => synonyms[token] ?? token);
}

const indexed = gazetteer.map((entry) => ({
  entry,
  words: tokens([entry.label, ...entry.keywords].join(' ')),
}));

function toAddress({ keywords, ...address }: GazetteerEntry): DeliveryAddress {
  void keywords;
  return address;
}

/**
 * The embedded gazetteer (offline-gazetteer.ts), then the postal code's area
 * (offline-postal-address.ts). A gazetteer entry matches when every word typed starts
 * one of its words (address, city, postal code or the landmark's name), ignoring case, accents
 * and street abbreviations. Nearest to `near` first, then by label.
 */
export function offlineGeocoder(): Geocoder {
  return {
    suggest(query: string, options: SuggestOptions) {
      const wanted = tokens(query);
      if (wanted.length === 0) return Promise.resolve([]);
      const near = options.near;
      const matches = indexed
        .filter(({ entry }) => !options.country || entry.country === options.country)
        .filter(({ words }) => wanted.every((word) => words.some((w) => w.startsWith(word))))
        .map(({ entry }) => ({ entry, distance: near ? distanceKm(near, entry) : 0 }))
        .sort((a, b) => a.distance - b.distance || a.entry.label.localeCompare(b.entry.label));
      const found = matches.map(({ entry }) => toAddress(entry));
      // Any other Canadian address with a postal code: its area's centroid, after the
      // landmarks, whose points are the buildings'.
      const byPostalCode =
        !options.country || options.country === 'CA' ? postalCodeAddress(query) : null;
      if (byPostalCode) found.push(byPostalCode);
      return Promise.resolve(found.slice(0, options.limit));
    },
  };
}
