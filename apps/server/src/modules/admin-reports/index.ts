// The admin-reports module's public surface: app.ts registers its routes.
export { adminReportsRoutes } from './admin-reports.routes';
