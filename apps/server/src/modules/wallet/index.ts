// The wallet module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { walletRoutes } from './wallet.routes';
