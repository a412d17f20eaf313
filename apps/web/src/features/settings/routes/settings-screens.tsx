export { SettingsPage } from './settings-page.tsx';
export { CustomizePage } from './customize-page.tsx';
export { AdvancedPage } from './advanced-page.tsx';
