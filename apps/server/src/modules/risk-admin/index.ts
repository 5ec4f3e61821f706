// The risk-admin module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { riskAdminRoutes } from './risk-admin.routes';
