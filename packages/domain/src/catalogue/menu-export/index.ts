export * from './menu-export.ts';
export * from './menu-export-sheets.ts';
