// The casino module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { casinoGameDefaults } from './casino.games';
export { casinoRoutes } from './casino.routes';
