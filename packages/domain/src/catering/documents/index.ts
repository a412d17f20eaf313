/** The BEO and the production sheet (docs/decisions/event-documents.md). */
export * from './document-schemas.ts';
export * from './document-versions.ts';
export * from './document-inputs.ts';
export * from './beo.ts';
export * from './beo-pricing.ts';
export * from './production-sheet.ts';
export * from './document-changes.ts';
export * from './beo-changes.ts';
export * from './production-sheet-changes.ts';
export * from './document-texts.ts';
export * from './document-sheet.ts';
export * from './beo-sheets.ts';
export * from './production-sheets.ts';
