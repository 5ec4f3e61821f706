import { assert } from '../../control/control';
import { Prng } from '../prng';
import type { PrngState } from '../prng';
import {
  calendarEndedRetentionMs,
  calendarEventsMax,
  calendarEventsPerSlotMax,
  calendarEventsPerSlotMin,
  calendarLiveTarget,
  calendarSlotMs,
  calendarUpcomingTarget,
} from '../limits';
import { createMatch, marginConfigDefault, matchScores, priceMatchMarkets, resultMatchMarkets, stepMatch } from '../match';
import type { MatchScores, MatchState } from '../match';
import type { MarginConfig } from '../margin';
import type { Market, MarketResult, MatchEvent, Participants, SportId, SportName } from '../types';
import { sportIds } from '../types';
import { competitions, sportWeights } from './names';
import type { Competition } from './names';
import { fixtureParams, participantRating } from './fixture';

export type CalendarEventStatus = 'scheduled' | 'live' | 'ended';

export type CalendarEvent = {
  /** Stable event id (`gameId`): the calendar seed in base 36 and a serial number. */
  id: string;
  sportId: SportId;
  competition: string;
  name: string;
  participants: Participants;
  startMs: number;
  status: CalendarEventStatus;
  /** Wall-clock time the match was last stepped to; null until it starts. */
  lastStepMs: number | null;
  endedAtMs: number | null;
  match: MatchState;
  /** The event's own random stream, so each match is reproducible whatever else is running. */
  rng: PrngState;
};

export type Calendar = {
  seed: number;
  nowMs: number;
  nextSerial: number;
  /** Start of the next kick-off slot to fill when topping up. */
  nextSlotMs: number;
  rng: PrngState;
  events: CalendarEvent[];
};

export type CalendarAdvance = {
  calendar: Calendar;
  started: string[];
  ended: string[];
  added: string[];
  removed: string[];
  /** What happened in each live match during this advance, in order. */
  happenings: { eventId: string; events: MatchEvent[] }[];
};

/** Nominal wall-clock length of a match, used to place the opening live events mid-match. */
const nominalRealMs: Readonly<Record<SportName, number>> = {
  soccer: 37 * 60_000,
  tennis: 25 * 60_000,
  cricket: 40 * 60_000,
  basketball: 33 * 60_000,
};

/** Two events of one participant never start closer together than this. */
const participantRestMs = 60 * 60_000;
const fixtureAttemptsMax = 12;
const openingAttemptsMax = 3;

const sportNames = Object.keys(sportIds) as SportName[];

function pickSport(rng: Prng): SportName {
  const name = sportNames[rng.pickWeighted(sportNames.map((s) => sportWeights[s]))];
  assert(name !== undefined, 'a sport is picked');
  return name;
}

function busyParticipants(events: readonly CalendarEvent[], startMs: number): Set<string> {
  const busy = new Set<string>();
  for (const event of events) {
    if (event.status === 'ended' || Math.abs(event.startMs - startMs) >= participantRestMs) continue;
    busy.add(event.participants.home);
    busy.add(event.participants.away);
  }
  return busy;
}

/** Two free members of one competition of the sport; after a few tries anyone will do. */
function pickFixture(sport: SportName, events: readonly CalendarEvent[], startMs: number, rng: Prng): { competition: Competition; names: Participants } {
  const pool = competitions.filter((c) => c.sport === sport);
  const busy = busyParticipants(events, startMs);
  let fallback: { competition: Competition; names: Participants } | null = null;
  for (let attempt = 0; attempt < fixtureAttemptsMax; attempt += 1) {
    const competition = rng.pick(pool);
    const home = rng.pick(competition.participants);
    const away = rng.pick(competition.participants.filter((p) => p !== home));
    const pick = { competition, names: { home, away } };
    fallback ??= pick;
    if (!busy.has(home) && !busy.has(away)) return pick;
  }
  assert(fallback !== null, 'a fixture was drawn');
  return fallback;
}

function newEvent(calendar: Calendar, events: readonly CalendarEvent[], sport: SportName, startMs: number, rng: Prng): CalendarEvent {
  const { competition, names } = pickFixture(sport, events, startMs, rng);
  const match = createMatch(
    fixtureParams(sport, participantRating(calendar.seed, names.home), participantRating(calendar.seed, names.away), rng.chance(0.5) ? 'home' : 'away'),
  );
  return {
    id: `sim${(calendar.seed >>> 0).toString(36)}-${calendar.nextSerial}`,
    sportId: sportIds[sport],
    competition: competition.name,
    name: `${names.home} v ${names.away}`,
    participants: names,
    startMs,
    status: 'scheduled',
    lastStepMs: null,
    endedAtMs: null,
    match,
    rng: Prng.fromSeed(rng.nextUint32()).snapshot(),
  };
}

/** Steps one event to `nowMs`: starts it when due, plays it, marks it ended. */
function advanceEvent(event: CalendarEvent, nowMs: number): { event: CalendarEvent; events: MatchEvent[] } {
  if (event.status === 'ended' || event.startMs > nowMs) return { event, events: [] };
  const from = event.lastStepMs ?? event.startMs;
  const rng = new Prng(event.rng);
  const { state, events } = stepMatch(event.match, Math.max(0, nowMs - from), rng);
  const ended = state.phase === 'ended';
  return {
    event: { ...event, match: state, rng: rng.snapshot(), lastStepMs: nowMs, status: ended ? 'ended' : 'live', endedAtMs: ended ? nowMs : null },
    events,
  };
}

function upcomingCount(events: readonly CalendarEvent[]): number {
  return events.filter((e) => e.status === 'scheduled').length;
}

/**
 * Fills whole kick-off slots (quarter hours, a handful each) until at least
 * `calendarUpcomingTarget` events are scheduled. Whole slots keep the start rate, and so the
 * number of matches in play, steady; the upcoming count ends a few above the target.
 */
function topUp(calendar: Calendar, rng: Prng): { calendar: Calendar; added: string[] } {
  // After a long pause the next slot may lie in the past: schedule from the coming quarter hour.
  const comingSlotMs = Math.ceil((calendar.nowMs + 1) / calendarSlotMs) * calendarSlotMs;
  let current = { ...calendar, nextSlotMs: Math.max(calendar.nextSlotMs, comingSlotMs) };
  const added: string[] = [];
  const slotsMax = calendarUpcomingTarget;
  for (let slot = 0; slot < slotsMax && upcomingCount(current.events) < calendarUpcomingTarget; slot += 1) {
    const wanted = rng.nextIntBetween(calendarEventsPerSlotMin, calendarEventsPerSlotMax);
    const events = [...current.events];
    let serial = current.nextSerial;
    for (let i = 0; i < wanted; i += 1) {
      const event = newEvent({ ...current, nextSerial: serial }, events, pickSport(rng), current.nextSlotMs, rng);
      events.push(event);
      added.push(event.id);
      serial += 1;
    }
    current = { ...current, events, nextSerial: serial, nextSlotMs: current.nextSlotMs + calendarSlotMs };
  }
  assert(current.events.length <= calendarEventsMax, 'calendar size bound');
  return { calendar: current, added };
}

/** An event already under way at `nowMs`, played from its start up to now. */
function openingLiveEvent(calendar: Calendar, events: readonly CalendarEvent[], nowMs: number, rng: Prng): CalendarEvent {
  const sport = pickSport(rng);
  let fraction = 0.05 + 0.65 * rng.nextFloat();
  let event = newEvent(calendar, events, sport, nowMs, rng);
  for (let attempt = 0; attempt < openingAttemptsMax; attempt += 1) {
    // Whole minutes keep start times tidy; at least one minute in.
    const startMs = nowMs - Math.max(60_000, Math.floor((nominalRealMs[sport] * fraction) / 60_000) * 60_000);
    const played = advanceEvent({ ...event, startMs }, nowMs).event;
    if (played.status === 'live') return played;
    fraction /= 2;
    event = { ...event, startMs };
  }
  return advanceEvent({ ...event, startMs: nowMs - 60_000 }, nowMs).event;
}

/**
 * A fresh calendar at `nowMs`: `calendarLiveTarget` matches already in play (fast-forwarded from
 * their start) and `calendarUpcomingTarget` scheduled on the following quarter hours.
 */
export function createCalendar(seed: number, nowMs: number): Calendar {
  assert(Number.isSafeInteger(nowMs) && nowMs >= 0, 'nowMs must be a non-negative integer');
  const rng = Prng.fromSeed(seed);
  let calendar: Calendar = { seed, nowMs, nextSerial: 1, nextSlotMs: 0, rng: rng.snapshot(), events: [] };
  for (let i = 0; i < calendarLiveTarget; i += 1) {
    const event = openingLiveEvent(calendar, calendar.events, nowMs, rng);
    calendar = { ...calendar, events: [...calendar.events, event], nextSerial: calendar.nextSerial + 1 };
  }
  const filled = topUp(calendar, rng).calendar;
  return { ...filled, rng: rng.snapshot() };
}

/**
 * Moves the calendar to `nowMs`: starts due events, plays live ones, marks finished ones ended,
 * drops ended ones after `calendarEndedRetentionMs` and tops the schedule back up.
 */
export function advanceCalendar(calendar: Calendar, nowMs: number): CalendarAdvance {
  assert(Number.isSafeInteger(nowMs), 'nowMs must be an integer');
  assert(nowMs >= calendar.nowMs, 'time does not run backwards');
  const started: string[] = [];
  const ended: string[] = [];
  const removed: string[] = [];
  const happenings: CalendarAdvance['happenings'] = [];
  const events: CalendarEvent[] = [];
  for (const before of calendar.events) {
    if (before.status === 'ended' && before.endedAtMs !== null && nowMs - before.endedAtMs >= calendarEndedRetentionMs) {
      removed.push(before.id);
      continue;
    }
    const { event, events: happened } = advanceEvent(before, nowMs);
    if (before.status === 'scheduled' && event.status !== 'scheduled') started.push(event.id);
    if (before.status !== 'ended' && event.status === 'ended') ended.push(event.id);
    if (happened.length > 0) happenings.push({ eventId: event.id, events: happened });
    events.push(event);
  }
  const rng = new Prng(calendar.rng);
  const { calendar: filled, added } = topUp({ ...calendar, nowMs, events }, rng);
  return { calendar: { ...filled, rng: rng.snapshot() }, started, ended, added, removed, happenings };
}

export function calendarEventScores(event: CalendarEvent): MatchScores {
  return matchScores(event.match);
}

/** The event's markets priced with `config` (pre-match for scheduled events). */
export function calendarEventMarkets(event: CalendarEvent, config: MarginConfig = marginConfigDefault): Market[] {
  return priceMatchMarkets(event.id, event.match, event.participants, config);
}

export function calendarEventResults(event: CalendarEvent): MarketResult[] {
  return resultMatchMarkets(event.id, event.match, event.participants);
}
