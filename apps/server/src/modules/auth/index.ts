// The auth module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { authRoutes } from './auth.routes';
export { processPasswordResetRequests } from './auth.service';
export { default as passwordResetJobPlugin } from './password-reset.job';
