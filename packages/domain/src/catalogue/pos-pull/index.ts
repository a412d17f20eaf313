export * from './pos-catalogue-schemas.ts';
export * from './pos-pull-rules.ts';
