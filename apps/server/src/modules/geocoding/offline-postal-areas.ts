import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** A forward sortation area (the first three characters of a Canadian postal code). */
export interface PostalArea {
  fsa: string;
  placeName: string;
  /** Two-letter province or territory code, as Canada Post writes it. */
  province: string;
  latitude: number;
  longitude: number;
  /** A second character `0` marks a rural area (tens to hundreds of km across). */
  rural: boolean;
}

/** Canadian postal code (data/README.md of the shared data): `A1A 1A1`, the space optional. */
export const POSTAL_CODE_PATTERN =
  /\b([ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z]) ?([0-9][ABCEGHJ-NPRSTV-Z][0-9])\b/i;

const provinceCodes: Record<string, string> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  'Northwest Territory': 'NT',
  'Nova Scotia': 'NS',
  'Nunavut Territory': 'NU',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
};

const DATA_FILE = new URL('./data/canada-fsa-centroids.csv', import.meta.url);

let areas: Map<string, PostalArea> | null = null;

/** The shipped centroids (data/canada-fsa-centroids.csv), read once per process. */
function postalAreas(): Map<string, PostalArea> {
  if (areas) return areas;
  const records = parse<Record<string, string>>(readFileSync(DATA_FILE, 'utf8'), {
    columns: true,
    trim: true,
  });
  areas = new Map(
    records.map((record) => {
      const fsa = record.fsa!.toUpperCase();
      const area: PostalArea = {
        fsa,
        placeName: record.place_name ?? '',
        province: provinceCodes[record.province ?? ''] ?? '',
        latitude: Number(record.latitude),
        longitude: Number(record.longitude),
        rural: fsa[1] === '0',
      };
      return [fsa, area];
    }),
  );
  return areas;
}

/** The area of a forward sortation area (`M5E`), or null when the file does not know it. */
export function postalAreaOf(fsa: string): PostalArea | null {
  return postalAreas().get(fsa.toUpperCase()) ?? null;
}

/** How many areas the shipped file holds. */
export function postalAreaCount(): number {
  return postalAreas().size;
}
