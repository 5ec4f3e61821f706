// The admin-staff module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { adminStaffRoutes } from './admin-staff.routes';
