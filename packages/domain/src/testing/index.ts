/**
 * `@app/domain/testing`: rows and answers for tests of the domain, the server and the web app.
 * Not part of the package's main entry: production code never imports it.
 */
export * from './catalogue-factories.ts';
export * from './ordering-config-factories.ts';
