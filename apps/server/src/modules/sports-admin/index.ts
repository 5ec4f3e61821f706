// The sports-admin module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { sportsAdminRoutes } from './sports-admin.routes';
