export * from './csv-import-columns.ts';
export * from './csv-import-cells.ts';
export * from './csv-import-rows.ts';
export * from './csv-import-plan.ts';
export * from './csv-import-schemas.ts';
export * from './csv-import-access.ts';
