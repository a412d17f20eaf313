import type { Locale } from '@app/domain';
import type { enCA } from './catalogs.ts';
import type coreCatalog from './locales/en-CA.json';

/**
 * An area's catalogue: a file of `locales/<locale>/` mounted under its own top-level key
 * (the file change-history.json holds the keys under changeHistory).
 */
export type AreaCatalog = Exclude<keyof typeof enCA, keyof typeof coreCatalog>;

/** The core catalogue (`locales/<locale>.json`: shell, sign-in, shared actions, errors) or an area's. */
export type CatalogName = 'core' | AreaCatalog;

type CatalogModule = () => Promise<{ default: Record<string, unknown> }>;

// One chunk per file: a screen downloads its areas' text in its own language only.
const coreFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
const areaFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const camelCase = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function fileOf(locale: Locale, name: CatalogName): CatalogModule {
  const file =
    name === 'core'
      ? coreFiles[`./locales/${locale}.json`]
      : Object.entries(areaFiles).find(([path]) => {
          const match = /^\.\/locales\/([^/]+)\/(.+)\.json$/.exec(path);
          return match?.[1] === locale && camelCase(match[2] ?? '') === name;
        })?.[1];
  if (!file) throw new Error(`No ${name} catalogue for ${locale}`);
  return file;
}

/**
 * The catalogue's text as it is added to i18next's `translation` resources: the core file at
 * the top level, an area's under its key.
 */
export async function readCatalog(
  locale: Locale,
  name: CatalogName,
): Promise<Record<string, unknown>> {
  const { default: text } = await fileOf(locale, name)();
  return name === 'core' ? text : { [name]: text };
}

/** Every catalogue name, the core first. */
export function catalogNames(): CatalogName[] {
  const areas = Object.keys(areaFiles)
    .filter((path) => path.startsWith('./locales/en-CA/'))
    .map((path) => camelCase(path.slice('./locales/en-CA/'.length, -'.json'.length)));
  return ['core', ...(areas as AreaCatalog[])];
}
