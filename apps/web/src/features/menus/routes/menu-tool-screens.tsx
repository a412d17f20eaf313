export { ReplicateMenusPage } from '../replicate/routes/replicate-menus-page.tsx';
