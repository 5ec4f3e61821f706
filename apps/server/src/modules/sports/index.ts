// The sports module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { publishSportsChange } from './sports.realtime';
export type { EventDelta, ListChange, SportsChange } from './sports.realtime';
export { countEvents, findEvent, listEvents } from './sports.repo';
export type { EventFilter } from './sports.repo';
export { cachedBody, configureSportsReads, invalidateSportsReads, sportsChanged, sportsChannel } from './sports.read-cache';
export { sportsRoutes } from './sports.routes';
export { eventById, eventViews } from './sports.service';
export { listTypeOf, marketView, optionOdds } from './sports.view';
export type { EventView, OddsView } from './sports.view';
