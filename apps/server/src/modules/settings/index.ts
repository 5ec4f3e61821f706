// The settings module's public surface: app.ts imports only from here.
export { settingsRoutes } from './settings.routes';
export { settingsSyncPlugin } from './settings.sync';
