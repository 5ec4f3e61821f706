// The admin-events module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { adminEventsRoutes } from './admin-events.routes';
