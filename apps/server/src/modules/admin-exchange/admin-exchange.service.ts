import type {
  AdminExchangeEvent,
  AdminExchangeEventRow,
  AdminExchangeEventsQuery,
  CreateExchangeEventRequest,
  ExchangeMarketStatusRequest,
  Page,
} from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { pageOffset } from '../../lib/paging';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import type { ExchangeChanged } from '../exchange';
import { changeMarket } from './admin-exchange.market';
import * as repo from './admin-exchange.repo';
import { eventRowView, marketViews } from './admin-exchange.views';

type EventsQuery = Required<Pick<AdminExchangeEventsQuery, 'page' | 'perPage'>> & AdminExchangeEventsQuery;

/** GET /api/admin/exchange-events: in play first, then by start time. */
export function listEventsPage(db: Database, query: EventsQuery): Promise<Page<AdminExchangeEventRow>> {
  const filter: repo.EventFilter = { status: query.status, sportId: query.sportId, text: query.q };
  return db.transaction(async (tx) => ({
    list: (await repo.listEvents(tx, filter, query.perPage, pageOffset(query))).map(eventRowView),
    total: await repo.countEvents(tx, filter),
    perPage: query.perPage,
    currentPage: query.page,
  }));
}

export async function eventView(tx: Executor, eventId: string): Promise<AdminExchangeEvent> {
  const row = await repo.findEvent(tx, eventId);
  if (!row) throw new AppError('EXCHANGE_EVENT_NOT_FOUND', 404, 'id: no such exchange event.', 'id');
  return { ...eventRowView(row), markets: await marketViews(tx, await repo.findMarketsOfEvent(tx, eventId)) };
}

/** GET /api/admin/exchange-events/:id. */
export function staffEvent(db: Database, eventId: string): Promise<AdminExchangeEvent> {
  return db.transaction((tx) => eventView(tx, eventId));
}

/** The exchange's copy of a sportsbook event: its match-odds market with the same selections as runners. */
export async function linkedEventOf(tx: Executor, sportsbookEventId: string, field: string) {
  const event = await repo.findSportsbookEvent(tx, sportsbookEventId);
  if (!event) throw new AppError('EVENT_NOT_FOUND', 404, `${field}: no such sportsbook event.`, field);
  if (event.status === 'ended' || event.status === 'cancelled') throw new AppError('EVENT_FINISHED', 409, `${field}: the sportsbook event is ${event.status}.`, field);
  const matchOdds = await repo.findMatchOddsMarket(tx, event.id);
  if (!matchOdds || matchOdds.selections.length < 2) throw new AppError('EVENT_NO_MATCH_ODDS', 409, `${field}: the sportsbook event has no match-odds market to mirror.`, field);
  const newEvent: repo.NewEvent = { name: event.name, sportId: event.sportId, startsAt: event.startTime, status: event.status === 'live' ? 'inplay' : 'upcoming', linkedEventId: event.id, createdBy: null };
  const market: repo.NewMarket = {
    name: matchOdds.market.name,
    linkedMarketId: matchOdds.market.id,
    inPlay: event.status === 'live',
    runners: matchOdds.selections.map((selection) => ({ name: selection.name, linkedSelectionId: selection.id })),
  };
  return { event: newEvent, markets: [market] };
}

async function insertStaffEvent(tx: Transaction, actor: AuthContext, body: CreateExchangeEventRequest): Promise<string> {
  if (body.source === 'manual') {
    const markets = body.markets.map((market) => ({ name: market.name, linkedMarketId: null, runners: market.runners.map((name) => ({ name, linkedSelectionId: null })) }));
    const id = await repo.insertEvent(tx, { name: body.name, sportId: body.sportId, startsAt: new Date(body.startsAt), linkedEventId: null, createdBy: actor.userId }, markets);
    if (!id) throw new Error('a manual event always inserts');
    return id;
  }
  const linked = await repo.findEventByLinkedId(tx, body.eventId);
  const already = () => new AppError('EXCHANGE_EVENT_LINKED', 409, `eventId: the sportsbook event is already on the exchange (${linked?.id ?? 'just linked'}).`, 'eventId');
  if (linked) throw already();
  const { event, markets } = await linkedEventOf(tx, body.eventId, 'eventId');
  const id = await repo.insertEvent(tx, { ...event, createdBy: actor.userId }, markets);
  if (!id) throw already();
  return id;
}

/** POST /api/admin/exchange-events: a manual event with its markets, or a link to a sportsbook event. */
export async function createEvent(db: Database, actor: AuthContext, body: CreateExchangeEventRequest): Promise<AdminExchangeEvent> {
  return inTransaction(db, async (tx) => {
    if (body.source === 'manual' && !(await repo.sportExists(tx, body.sportId))) throw new AppError('VALIDATION', 400, 'sportId: no such sport.', 'sportId');
    const id = await insertStaffEvent(tx, actor, body);
    await recordAudit(tx, { actorId: actor.userId, action: 'exchange_event.create', targetType: 'exchange_event', targetId: id, detail: { ...body } });
    return eventView(tx, id);
  });
}

/**
 * POST /api/admin/exchange-markets/:id/status: suspend, reopen, turn in-play or close; answers the
 * event page, and after the commit tells `changed` (the market room's ladder, the lapsed players' positions).
 */
export async function changeMarketStatus(db: Database, actor: AuthContext, marketId: string, body: ExchangeMarketStatusRequest, changed: ExchangeChanged): Promise<AdminExchangeEvent> {
  const { view, userIds } = await inTransaction(db, async (tx) => {
    const market = await repo.findMarket(tx, marketId);
    if (!market) throw new AppError('EXCHANGE_MARKET_NOT_FOUND', 404, 'id: no such exchange market.', 'id');
    const lapsed = await changeMarket(tx, marketId, body.action, { by: 'staff', actorId: actor.userId, reason: body.reason ?? null });
    return { view: await eventView(tx, market.eventId), userIds: lapsed ?? [] };
  });
  changed({ marketId, userIds });
  return view;
}
