// The feed module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { ensureSports, updateMarkets, upsertMarkets } from './feed.repo';
export { FeedService } from './feed.service';
