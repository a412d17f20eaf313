import { describe, expect, it } from 'vitest';
import { MAX_LOCATION_RESULTS, filterLocations, searchLocations } from './location-search.ts';

const location = (id: number, name: string, slug: string) => ({ id, name, slug });

describe('location search', () => {
  const all = [
    location(1, 'Maple Street Bistro', 'maple-street'),
    location(2, 'École Riverside', 'riverside'),
    ...Array.from({ length: 8 }, (_, i) => location(10 + i, `Stadium ${i}`, `stadium-${i}`)),
  ];

  it('matches every word in the name or slug, ignoring accents and case', () => {
    expect(filterLocations(all, 'ecole river').map((l) => l.id)).toEqual([2]);
    expect(filterLocations(all, 'MAPLE bistro').map((l) => l.id)).toEqual([1]);
    expect(filterLocations(all, 'maple-street').map((l) => l.id)).toEqual([1]);
    expect(filterLocations(all, 'nowhere')).toEqual([]);
  });

  it('returns at most five results to the selector', () => {
    expect(filterLocations(all, 'stadium')).toHaveLength(8);
    expect(searchLocations(all, 'stadium')).toHaveLength(MAX_LOCATION_RESULTS);
    expect(MAX_LOCATION_RESULTS).toBe(5);
  });
});
