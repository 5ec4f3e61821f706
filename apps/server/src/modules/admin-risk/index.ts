// The admin-risk module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { adminRiskRoutes } from './admin-risk.routes';
