import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startI18n } from '#i18n/i18n.ts';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { readHostAnnouncement } from '#lib/host/host-app.ts';
import { routes } from './app/routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

readHostAnnouncement(window.location.search);
// The router starts loading the first screen's code at once, while the text downloads.
const router = createBrowserRouter(routes);
await startI18n();
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={createQueryClient()} />
  </StrictMode>,
);
