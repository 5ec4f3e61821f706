// The admin-agents module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { adminAgentsRoutes } from './admin-agents.routes';
