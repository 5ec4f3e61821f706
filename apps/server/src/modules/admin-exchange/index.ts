// The admin-exchange module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { exchangeFeedJobPlugin, syncExchangeWithFeed } from './admin-exchange.feed';
export type { FeedSyncReport } from './admin-exchange.feed';
export { adminExchangeRoutes } from './admin-exchange.routes';
