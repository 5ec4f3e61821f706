import { staffBalanceTransferred } from '@oddsmith/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { inTransaction } from '../lib/transaction';
import { postEvent } from '../modules/ledger';
import { updateUser } from '../modules/users';
import { bearer, registration } from './app';

/** Test fixtures shared by the betting, risk and settlement suites: staff-made markets, placements and results. */

export type TestMarket = { eventId: string; marketId: string; options: string[] };
export type TestTicket = { id: string; status: string; stake: number; potentialReturn: number; settledReturn: number | null; legs: { status: string }[] };

let requestCounter = 0;
export const nextRequestId = () => `req-${Date.now()}-${(requestCounter += 1)}`;

/** Option names: `<name> A`, `<name> B`, ... in the order of `odds`. */
const optionName = (name: string, index: number) => `${name} ${String.fromCharCode(65 + index)}`;

/** A staff-made pre-match event "<name> A v <name> B" with one "Match Winner" market priced at `odds`. */
export async function createMarket(app: FastifyInstance, staff: string, name: string, odds: readonly number[]): Promise<TestMarket> {
  const startTime = new Date(Date.now() + 3_600_000).toISOString();
  const created = await app.inject({ method: 'POST', url: '/api/admin/events', headers: bearer(staff), payload: { sportId: 1, competitionName: 'Test League', home: `${name} A`, away: `${name} B`, startTime } });
  if (created.statusCode !== 201) throw new Error(created.body);
  const eventId = created.json().response.event.id as string;
  const withMarket = await app.inject({
    method: 'POST',
    url: `/api/admin/events/${eventId}/markets`,
    headers: bearer(staff),
    payload: { name: 'Match Winner', type: 'match-winner', options: odds.map((value, index) => ({ name: optionName(name, index), odds: value })) },
  });
  if (withMarket.statusCode !== 201) throw new Error(withMarket.body);
  const market = withMarket.json().response.event.marketsData[0] as { id: string; options: { id: string }[] };
  return { eventId, marketId: market.id, options: market.options.map((option) => option.id) };
}

export const legOf = (market: TestMarket, odds: number, index = 0, stake?: number) => ({ gameId: market.eventId, optionId: market.options[index] ?? '', odds, ...(stake === undefined ? {} : { stake }) });

/** `POST /api/sports/place-bet` with a fresh requestId, no bonus and no odds changes accepted unless `body` says otherwise. */
export function postPlaceBet(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/sports/place-bet', headers: bearer(token), payload: { useBonus: false, acceptOddsChanges: 'none', requestId: nextRequestId(), ...body } });
}

/** One single of `stake` on option `index` of `market` at `odds`, answering the raw response. */
export function placeSingle(app: FastifyInstance, token: string, market: TestMarket, index: number, odds: number, stake: number) {
  return postPlaceBet(app, token, { betType: 'single', bets: [{ gameId: market.eventId, optionId: market.options[index], odds, stake }], totalStake: 0 });
}

export async function placeTickets(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<TestTicket[]> {
  const response = await postPlaceBet(app, token, { totalStake: 0, ...body });
  if (response.statusCode !== 200) throw new Error(`place-bet: ${response.body}`);
  return response.json<{ response: { tickets: TestTicket[] } }>().response.tickets;
}

export type ResultBody = { winners?: string[]; voided?: boolean; deadHeatCount?: number; reason?: string };

export async function resultMarket(app: FastifyInstance, staff: string, market: TestMarket, body: ResultBody) {
  return app.inject({ method: 'POST', url: `/api/admin/markets/${market.marketId}/result`, headers: bearer(staff), payload: body });
}

export async function myTickets(app: FastifyInstance, token: string): Promise<TestTicket[]> {
  const response = await app.inject({ method: 'GET', url: '/api/sports/mybets?status=settled', headers: bearer(token) });
  const open = await app.inject({ method: 'GET', url: '/api/sports/mybets?status=open', headers: bearer(token) });
  return [...response.json<{ response: { mybets: TestTicket[] } }>().response.mybets, ...open.json<{ response: { mybets: TestTicket[] } }>().response.mybets];
}

export async function ticketOf(app: FastifyInstance, token: string, ticketId: string): Promise<TestTicket> {
  const found = (await myTickets(app, token)).find((ticket) => ticket.id === ticketId);
  if (!found) throw new Error(`ticket ${ticketId} not found`);
  return found;
}

/**
 * A player registered in `currency` (registration's optional `currency`), e-mail verified, with
 * `cents` of that currency from the house (staff credit), as `fundedPlayer` does for EUR.
 */
export async function fundedPlayerIn(app: FastifyInstance, suffix: string, currency: string, cents: number): Promise<{ id: string; token: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/front/register', payload: registration(suffix, { currency }) });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { user, token } = response.json<{ response: { user: { id: string; currency: string }; token: string } }>().response;
  if (user.currency !== currency) throw new Error(`registered in ${user.currency}, not ${currency}`);
  await inTransaction(app.db, async (tx) => {
    await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
    if (cents > 0) await postEvent(tx, staffBalanceTransferred({ actionId: `fund-${suffix}`, playerId: user.id, currency, amountCents: cents, direction: 'credit' }));
  });
  return { id: user.id, token };
}

/** `PUT /api/admin/risk/settings` answering its payload (throws on anything but 200). */
export async function putRiskSettings(app: FastifyInstance, staff: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers: bearer(staff), payload });
  if (response.statusCode !== 200) throw new Error(`risk settings: ${response.body}`);
  return response.json<{ response: { autoSuspendLiability: number | null; limits: Record<string, { stakeMin: number; stakeMax: number; payoutMax: number; autoSuspendLiability: number | null }> } }>().response;
}

/** Each accepted placement's answered balance is what was left right after it: all distinct, all non-negative. */
export function expectBalancesLeftOneAfterAnother(balances: readonly number[]): void {
  expect(new Set(balances).size).toBe(balances.length);
  expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);
}
