import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogNames } from '#i18n/catalog-files.ts';

/**
 * Screens load their area catalogues with their code (lazyScreen); one that forgot a catalogue
 * would show keys instead of text. These tests read the sources: the catalogues a screen module
 * declares are the ones whose keys its code (and everything it imports) uses.
 */
const src = path.resolve(import.meta.dirname, '../..');
const areas = catalogNames().filter((name) => name !== 'core');
const keyOfArea = new RegExp(`['"\`](${areas.join('|')})\\.`, 'g');
const aliases: Record<string, string> = {
  '#lib/': 'lib/',
  '#shared/': 'shared/',
  '#i18n/': 'i18n/',
};

function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  return alias && path.join(src, aliases[alias]!, specifier.slice(alias.length));
}

function importsOf(file: string, source: string): string[] {
  const specifiers = [
    // Type-only imports are erased from the build: they load no text.
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s*'([^']+)'/g),
    ...source.matchAll(/import\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers
    .map((specifier) => resolveImport(file, specifier))
    .filter((target): target is string => !!target && /\.tsx?$/.test(target));
}

/** The area catalogues whose keys `entry` and the modules it imports use, up to `stopAt`. */
function catalogsUsedBy(entry: string, stopAt: Set<string>): string[] {
  const used = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || (file !== entry && stopAt.has(file))) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(keyOfArea)) used.add(match[1]!);
    importsOf(file, source).forEach(visit);
  };
  visit(entry);
  return [...used].sort();
}

/** `screenModule(() => import('…'), [catalogues])` declarations of a route file. */
function screenModulesOf(routeFile: string) {
  const file = path.join(src, routeFile);
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/screenModule\(\s*\(\) =>\s*import\('([^']+)'\),\s*\[([^\]]*)\]/g),
  ].map((match) => ({
    module: resolveImport(file, match[1]!)!,
    declared: [...match[2]!.matchAll(/'(\w+)'/g)].map((name) => name[1]!).sort(),
  }));
}

const screenModules = [
  ...screenModulesOf('app/routes.tsx'),
  ...screenModulesOf('app/area-routes.ts'),
];
const lazyModules = new Set(screenModules.map(({ module }) => module));

describe('the catalogues each screen loads', () => {
  it('finds the screen modules of the routes', () => {
    expect(screenModules.length).toBeGreaterThan(15);
  });

  it.each(screenModules.map((entry) => [path.relative(src, entry.module), entry] as const))(
    '%s declares the catalogues its text comes from',
    (_, { module, declared }) => {
      expect(catalogsUsedBy(module, lazyModules)).toEqual(declared);
    },
  );

  it('the code loaded before any screen uses the core catalogue only', () => {
    expect(catalogsUsedBy(path.join(src, 'main.tsx'), lazyModules)).toEqual([]);
  });
});
