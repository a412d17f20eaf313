/** The event screens' module, loaded on first visit with its catalogues (app/area-routes.ts). */
export { EventsPage } from './events-page.tsx';
export { AllEventsPage } from './all-events-page.tsx';
export { CreateEventPage, EditEventPage } from './event-form-pages.tsx';
export { EventDetailsPage } from './event-details-page.tsx';
