export * from './i18n/locale.ts';
export * from './errors/error-catalogue.ts';
export * from './errors/error-message.ts';
