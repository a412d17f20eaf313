import 'i18next';
import type { enCA } from './catalogs.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enCA };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
