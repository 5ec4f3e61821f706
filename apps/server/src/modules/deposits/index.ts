// The deposits module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { depositsRoutes } from './deposits.routes';
