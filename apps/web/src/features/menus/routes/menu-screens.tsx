/** The menus area's own screens, loaded together (the router imports this module lazily). */
export { MenusPage } from './menus-page.tsx';
export { SectionsPage } from './sections-page.tsx';
