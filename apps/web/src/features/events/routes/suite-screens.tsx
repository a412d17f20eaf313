/**
 * The suite screens' module, loaded on first visit with its catalogues (app/area-routes.ts); the
 * BEO and the production sheet have their own (features/events/documents/document-screens.tsx).
 */
export { SuiteAssignmentsPage as SuitesPage } from '../suites/suite-assignments-page.tsx';
export { SuiteSettingsPage as SuitePage } from '../suites/suite-settings-page.tsx';
