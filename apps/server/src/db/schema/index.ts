export * from './tenancy.ts';
export * from './restaurants.ts';
export * from './identity.ts';
export * from './platform.ts';
