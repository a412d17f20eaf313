import { describe, expect, it } from 'vitest';
import { frenchStyleReport } from '@app/domain/testing/french-style';
import { frCA } from './catalogs.ts';

function* texts(catalog: object, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') yield [path, value];
    else if (value !== null && typeof value === 'object') yield* texts(value as object, path);
  }
}

describe('the fr-CA catalogue', () => {
  it('writes ’ and the glossary’s words (apps/web/README.md)', () => {
    expect(frenchStyleReport(texts(frCA))).toEqual([]);
  });
});
