import 'i18next';
import type enCA from './locales/en-CA.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enCA };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
