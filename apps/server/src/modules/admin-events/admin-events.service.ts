import { randomBytes, randomUUID } from 'node:crypto';
import { oddsToMilli, type MarketResult, type SlipOddsUpdate } from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import type { EventStatus } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { recordAudit } from '../audit';
import { type MarketSettlementReport, resettleMarket } from '../settlement';
import { countEvents, eventById, type EventFilter, type EventView, eventViews, findEvent, type ListChange, listEvents, listTypeOf, type SportsChange } from '../sports';
import * as repo from './admin-events.repo';
import type { AdminEventsQueryParsed as AdminEventsQuery, CreateEventRequest as CreateEventBody, CreateMarketRequest as CreateMarketBody, MarketResultBody as ResultBody, PatchEventRequest as PatchEventBody, PatchMarketRequest as PatchMarketBody } from '@oddsmith/core';

export type Publish = (change: SportsChange) => void;
type Audit = { action: string; targetType: string; targetId: string; detail: Record<string, unknown> };

const finishedStatuses: readonly EventStatus[] = ['ended', 'cancelled'];

export async function listEventsPage(db: Database, query: AdminEventsQuery) {
  const filter: EventFilter = { sportId: query.spid, statuses: query.status ? [query.status] : undefined, text: query.q || undefined };
  return db.transaction(async (tx) => {
    // Staff look at what is in play first.
    const rows = await listEvents(tx, filter, query.perPage, (query.page - 1) * query.perPage, 'liveFirst');
    return { list: await eventViews(tx, rows, { mainOnly: true }), total: await countEvents(tx, filter), perPage: query.perPage, currentPage: query.page };
  });
}

export function staffEvent(db: Database, eventId: string): Promise<EventView> {
  return eventById(db, eventId, true);
}

async function fullView(tx: Transaction, eventId: string): Promise<EventView> {
  const row = await findEvent(tx, eventId);
  if (!row) throw new AppError('EVENT_NOT_FOUND', 404, 'Event not found.', 'id');
  const [view] = await eventViews(tx, [row], { mainOnly: false, staff: true });
  if (!view) throw new AppError('EVENT_NOT_FOUND', 404, 'Event not found.', 'id');
  return view;
}

function oddsById(view: EventView | null): Map<string, number | 'suspended'> {
  const odds = new Map<string, number | 'suspended'>();
  for (const market of view?.marketsData ?? []) for (const option of market.options) odds.set(option.id, option.odds);
  return odds;
}

/** Exactly the selections whose odds (or suspension) changed, and the lists that changed. */
function changeOf(before: EventView | null, after: EventView): SportsChange {
  const previous = oddsById(before);
  const slip: SlipOddsUpdate[] = [];
  for (const [optionId, odds] of oddsById(after)) {
    if (before && previous.get(optionId) !== odds) slip.push({ gameId: after.id, optionId, odds });
  }
  const lists: ListChange[] = [];
  const beforeType = before ? listTypeOf(before.status) : null;
  const afterType = listTypeOf(after.status);
  if (beforeType !== afterType) {
    if (beforeType) lists.push({ sportId: after.sportId, type: beforeType });
    if (afterType) lists.push({ sportId: after.sportId, type: afterType });
  }
  const listed = (view: EventView): EventView => ({ ...view, marketsData: view.marketsData.map(({ id, name, type, line, lineKey, status, options }) => ({ id, name, type, line, lineKey, status, options: options.map(({ id: optionId, name: optionName, odds }) => ({ id: optionId, name: optionName, odds })) })) });
  return { slip, events: [listed(after)], lists };
}

/**
 * One staff edit of an event: lock the row (a feed tick touching it waits), take it over from the
 * feed, apply `edit`, audit, and publish only after the commit.
 */
async function editEvent(db: Database, publish: Publish, actor: AuthContext, eventId: string, edit: (tx: Transaction, before: EventView) => Promise<Audit>): Promise<EventView> {
  const { after, change } = await db.transaction(async (tx) => {
    const row = await findEvent(tx, eventId, true);
    if (!row) throw new AppError('EVENT_NOT_FOUND', 404, 'Event not found.', 'id');
    const before = await fullView(tx, eventId);
    const audit = await edit(tx, before);
    await repo.updateEvent(tx, eventId, {});
    await recordAudit(tx, { actorId: actor.userId, ...audit });
    const view = await fullView(tx, eventId);
    return { after: view, change: changeOf(before, view) };
  });
  publish(change);
  return after;
}

export async function createEvent(db: Database, publish: Publish, actor: AuthContext, body: CreateEventBody): Promise<EventView> {
  const eventId = await db.transaction(async (tx) => {
    const competitionId = await repo.upsertCompetition(tx, body.sportId, body.competitionName);
    const id = await repo.insertEvent(tx, {
      feedEventId: `manual-${randomBytes(6).toString('hex')}`,
      sportId: body.sportId,
      competitionId,
      home: body.home,
      away: body.away,
      name: `${body.home} v ${body.away}`,
      startTime: new Date(body.startTime),
      status: 'scheduled',
      source: 'manual',
      scores: null,
    });
    await recordAudit(tx, { actorId: actor.userId, action: 'event.create', targetType: 'event', targetId: id, detail: { ...body } });
    return id;
  });
  const view = await staffEvent(db, eventId);
  publish({ slip: [], events: [], lists: [{ sportId: view.sportId, type: 'presports' }] });
  return view;
}

export function patchEvent(db: Database, publish: Publish, actor: AuthContext, eventId: string, body: PatchEventBody): Promise<EventView> {
  return editEvent(db, publish, actor, eventId, async (tx, before) => {
    if (body.status && finishedStatuses.includes(before.status)) throw new AppError('EVENT_FINISHED', 409, `The event is already ${before.status}.`, 'status');
    await repo.updateEvent(tx, eventId, { status: body.status, scores: body.scores, startTime: body.startTime ? new Date(body.startTime) : undefined });
    // Ended: nothing more to bet on until results; cancelled: every unsettled market is void.
    if (body.status === 'ended') await repo.moveEventMarkets(tx, eventId, ['open', 'suspended'], 'closed', false);
    if (body.status === 'cancelled') await repo.moveEventMarkets(tx, eventId, ['open', 'suspended', 'closed'], 'settled', true);
    return { action: 'event.update', targetType: 'event', targetId: eventId, detail: { ...body, previousStatus: before.status, previousSource: before.source } };
  });
}

export function addMarket(db: Database, publish: Publish, actor: AuthContext, eventId: string, body: CreateMarketBody): Promise<EventView> {
  return editEvent(db, publish, actor, eventId, async (tx, before) => {
    if (finishedStatuses.includes(before.status)) throw new AppError('EVENT_FINISHED', 409, `The event is already ${before.status}.`, 'id');
    const marketId = randomUUID();
    const sortOrder = await repo.nextMarketSortOrder(tx, eventId);
    const line = body.line === undefined || body.line === null ? null : String(body.line);
    const options = body.options.map((option, index) => ({ id: randomUUID(), key: `o${index + 1}`, name: option.name, sortOrder: index, oddsMilli: oddsToMilli(option.odds) }));
    await repo.insertMarket(tx, { id: marketId, eventId, type: body.type, line, name: body.name, sortOrder }, options);
    return { action: 'market.create', targetType: 'market', targetId: marketId, detail: { eventId, ...body } };
  });
}

async function marketOrThrow(db: Database, marketId: string) {
  const market = await repo.findMarket(db, marketId);
  if (!market) throw new AppError('MARKET_NOT_FOUND', 404, 'Market not found.', 'id');
  return market;
}

export async function patchMarket(db: Database, publish: Publish, actor: AuthContext, marketId: string, body: PatchMarketBody): Promise<EventView> {
  const { eventId } = await marketOrThrow(db, marketId);
  return editEvent(db, publish, actor, eventId, async (tx) => {
    const market = await repo.findMarket(tx, marketId);
    if (!market) throw new AppError('MARKET_NOT_FOUND', 404, 'Market not found.', 'id');
    if (market.status === 'settled') throw new AppError('MARKET_SETTLED', 409, 'The market is settled.', 'status');
    const known = new Set(await repo.selectionIdsOf(tx, marketId));
    for (const option of body.options ?? []) {
      if (!known.has(option.id)) throw new AppError('VALIDATION', 400, `options: ${option.id} is not an option of this market`, 'options');
      await repo.setSelectionOdds(tx, marketId, option.id, oddsToMilli(option.odds));
    }
    if (body.status) await repo.setMarketStatus(tx, marketId, body.status);
    return { action: 'market.update', targetType: 'market', targetId: marketId, detail: { eventId, ...body, previousStatus: market.status } };
  });
}

/** The result the betting module settles with: winners, a dead heat between them, or void. */
export function marketResultOf(marketId: string, body: ResultBody, optionIds: ReadonlySet<string>): MarketResult {
  const winners = [...new Set(body.winners)];
  for (const winner of winners) {
    if (!optionIds.has(winner)) throw new AppError('VALIDATION', 400, `winners: ${winner} is not an option of this market`, 'winners');
  }
  if (body.voided) {
    if (winners.length > 0) throw new AppError('VALIDATION', 400, 'winners: must be empty when the market is voided', 'winners');
    return { marketId, outcome: 'void', winnerSelectionIds: [] };
  }
  if (winners.length === 0) throw new AppError('VALIDATION', 400, 'winners: name at least one winning option', 'winners');
  if (body.deadHeatCount !== undefined) {
    if (body.deadHeatCount !== winners.length) throw new AppError('VALIDATION', 400, 'deadHeatCount: must equal the number of winners', 'deadHeatCount');
    return { marketId, outcome: 'dead-heat', winnerSelectionIds: winners };
  }
  return { marketId, outcome: 'winners', winnerSelectionIds: winners };
}

/**
 * Publishes a market's result. Correcting the result of a settled market needs a reason; after the
 * commit every ticket of the market is re-marked and resettled with it (settlement's resettleMarket).
 */
export async function resultMarket(
  db: Database,
  publish: Publish,
  actor: AuthContext,
  marketId: string,
  body: ResultBody,
): Promise<{ event: EventView; resettlement?: MarketSettlementReport }> {
  const { eventId } = await marketOrThrow(db, marketId);
  let reresult: string | null = null;
  const event = await editEvent(db, publish, actor, eventId, async (tx) => {
    const market = await repo.findMarket(tx, marketId);
    if (!market) throw new AppError('MARKET_NOT_FOUND', 404, 'Market not found.', 'id');
    const wasSettled = market.status === 'settled';
    const result = marketResultOf(marketId, body, new Set(await repo.selectionIdsOf(tx, marketId)));
    if (wasSettled && !body.reason) throw new AppError('VALIDATION', 400, 'reason: required to change the result of a settled market', 'reason');
    await repo.setMarketStatus(tx, marketId, 'settled', result);
    reresult = wasSettled ? (body.reason ?? null) : null;
    return { action: 'market.result', targetType: 'market', targetId: marketId, detail: { eventId, result, previousResult: market.result, reason: body.reason ?? null } };
  });
  if (reresult === null) return { event };
  return { event, resettlement: await resettleMarket(db, marketId, { actorId: actor.userId, reason: reresult }) };
}
