// The betting module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { default as bettingJobPlugin } from './betting.job';
export { lockTicket } from './betting.repo';
export type { LegDetailRow } from './betting.repo';
export { bettingRoutes } from './betting.routes';
export { loadBettingSettings, processPendingTickets } from './betting.service';
export { ticketViewOf, ticketViewsOf } from './ticket-view';
