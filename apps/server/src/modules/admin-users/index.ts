// The admin-users module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { adminUsersRoutes } from './admin-users.routes';
export { userControlsRoutes } from './user-controls.routes';
