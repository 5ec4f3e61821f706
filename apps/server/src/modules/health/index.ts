// The health module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { healthRoutes } from './health.routes';
