export * from './rotational-weeks.ts';
export * from './rotational-menu-schemas.ts';
