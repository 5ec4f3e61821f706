import type { BlackjackAction } from '@oddsmith/core';
import type { TFunction } from 'i18next';
import { serverMessageOf } from '../../../lib/api-client';

/**
 * The table games (roulette, blackjack) call the casino API through `casino-api.ts` (games, rounds,
 * play, act); this file only turns their failures into the player's words.
 */
export type TableAction = BlackjackAction;

/** The error codes a table game explains in its own words (others show the server's message). */
const knownCodes = [
  'CASINO_INSUFFICIENT_FUNDS',
  'CASINO_GAME_DISABLED',
  'CASINO_ROUND_OPEN',
  'RG_SELF_EXCLUDED',
  'RG_TIME_OUT',
  'BLACKJACK_ROUND_SETTLED',
  'BLACKJACK_INSURANCE_PENDING',
  'BLACKJACK_INSURANCE_NOT_OFFERED',
  'BLACKJACK_DOUBLE_FIRST_TWO_CARDS',
  'BLACKJACK_SPLIT_EQUAL_RANKS',
  'BLACKJACK_SPLIT_ONCE',
] as const;

/** The `code` of a failed call's error body, or null. */
export function tableErrorCode(failure: unknown): string | null {
  const body = typeof failure === 'object' && failure !== null && 'body' in failure ? (failure as { body: unknown }).body : null;
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

/** A failed play or action as the player reads it: the rule in words when known, else the server's message. */
export function tableErrorText(t: TFunction, failure: unknown): string {
  const code = tableErrorCode(failure);
  if (code && (knownCodes as readonly string[]).includes(code)) return t(`casino.tableErrors.${code}`);
  return serverMessageOf(failure);
}
