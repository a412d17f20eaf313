/** The sign-in forms' schemas (form-schemas.ts): a chunk downloaded on first use. */
export const loadFormSchemas = () => import('./form-schemas.ts');
