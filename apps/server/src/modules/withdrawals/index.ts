// The withdrawals module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { withdrawalsRoutes } from './withdrawals.routes';
