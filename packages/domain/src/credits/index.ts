export * from './credit-schemas.ts';
export * from './credit-rules.ts';
export * from './customer-schemas.ts';
export * from './customer-csv.ts';
