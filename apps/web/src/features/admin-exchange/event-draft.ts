import { createExchangeEventRequestSchema, type CreateExchangeEventRequest } from '@oddsmith/core';

/** The manual "create event" form as typed; `key`s only keep React's rows apart. */
export type RunnerDraft = { key: number; name: string };
export type MarketDraft = { key: number; name: string; runners: RunnerDraft[] };
export type EventDraft = { name: string; sportId: string; startsAt: string; markets: MarketDraft[] };

/** Field path (`name`, `markets.0.runners.1`) → translation key of its problem. */
export type DraftErrors = Record<string, string>;

export const nameMin = 2;
export const nameMax = 120;
export const marketsMax = 20;
export const runnersMax = 30;

let nextKey = 1;
export const newRunner = (name = ''): RunnerDraft => ({ key: nextKey++, name });
export const newMarket = (name = ''): MarketDraft => ({ key: nextKey++, name, runners: [newRunner(), newRunner()] });
export const emptyEventDraft = (sportId: string): EventDraft => ({ name: '', sportId, startsAt: '', markets: [newMarket('Match odds')] });

function nameProblem(text: string): string | null {
  const length = text.trim().length;
  return length < nameMin || length > nameMax ? 'adminExchange.create.errors.nameLength' : null;
}

function checkMarket(market: MarketDraft, at: string, errors: DraftErrors) {
  const problem = nameProblem(market.name);
  if (problem) errors[`${at}.name`] = problem;
  const seen = new Set<string>();
  market.runners.forEach((runner, index) => {
    const name = runner.name.trim().toLowerCase();
    const runnerProblem = nameProblem(runner.name) ?? (seen.has(name) ? 'adminExchange.create.errors.runnersDistinct' : null);
    if (runnerProblem) errors[`${at}.runners.${index}`] = runnerProblem;
    seen.add(name);
  });
  if (market.runners.length < 2) errors[`${at}.runners`] = 'adminExchange.create.errors.runnersMin';
}

/** Checks the draft (the server checks again); the body when it is fine, else each field's problem. */
export function manualRequestOf(draft: EventDraft): { body: CreateExchangeEventRequest; errors: null } | { body: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const problem = nameProblem(draft.name);
  if (problem) errors.name = problem;
  const start = new Date(draft.startsAt);
  if (!draft.startsAt || Number.isNaN(start.getTime())) errors.startsAt = 'adminExchange.create.errors.startRequired';
  if (!draft.sportId) errors.sportId = 'adminExchange.create.errors.sportRequired';
  draft.markets.forEach((market, index) => checkMarket(market, `markets.${index}`, errors));
  if (draft.markets.length === 0) errors.markets = 'adminExchange.create.errors.marketsMin';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const parsed = createExchangeEventRequestSchema.safeParse({
    source: 'manual',
    name: draft.name.trim(),
    sportId: Number(draft.sportId),
    startsAt: start.toISOString(),
    markets: draft.markets.map((market) => ({ name: market.name.trim(), runners: market.runners.map((runner) => runner.name.trim()) })),
  });
  if (!parsed.success) return { body: null, errors: { form: 'adminExchange.create.errors.invalid' } };
  return { body: parsed.data, errors: null };
}
