import { randomUUID } from 'node:crypto';
import {
  BlackjackRuleError,
  casinoRoundPosted,
  centsToAmount,
  FairStream,
  rouletteBetNumbers,
  RouletteBetError,
  type BlackjackAction,
  type CasinoRound,
  type CasinoRoundResult,
  type CasinoRoundsQuery,
  type Page,
  type PlayCasinoRound,
  type RouletteBet,
} from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { CasinoChoices, CasinoRoundRow, CasinoSeedRow } from '../../db/schema';
import { AppError, isAppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { readPage } from '../../lib/paging';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import { postEvent, userBalances } from '../ledger';
import { assertPlayAllowed, blocksOf } from '../responsible-gambling';
import { findUserById } from '../users';
import { loadGame, type CasinoGameSettings } from './casino.games';
import { actOnBlackjack, playRound as playOutcome, type Played } from './casino.play';
import * as repo from './casino.repo';
import { findSeed, lockActiveSeed } from './casino.seeds';
import { roundViewOf } from './casino.views';

// ---- Checks (before any money moves) -------------------------------------------------------------

function assertStake(game: CasinoGameSettings, stakeCents: number, field: string): void {
  if (stakeCents < game.minStakeCents || stakeCents > game.maxStakeCents) {
    throw new AppError('CASINO_STAKE_OUT_OF_LIMITS', 400, `${field}: must be between ${centsToAmount(game.minStakeCents)} and ${centsToAmount(game.maxStakeCents)}.`, field);
  }
  if (stakeCents % game.stakeStepCents !== 0) throw new AppError('CASINO_STAKE_STEP', 400, `${field}: must be a multiple of ${centsToAmount(game.stakeStepCents)}.`, field);
}

function rouletteChoices(bets: Extract<PlayCasinoRound, { game: 'roulette' }>['bets']): CasinoChoices {
  const stored = bets.map(({ stake, ...bet }, i) => {
    const value = { ...bet, stakeCents: stake };
    try {
      rouletteBetNumbers({ ...value, numbers: value.numbers ?? [] } as unknown as RouletteBet);
    } catch (error) {
      if (!(error instanceof RouletteBetError)) throw error;
      const field = `bets.${i}.${bet.kind === 'dozen' || bet.kind === 'column' ? 'index' : 'numbers'}`;
      throw new AppError('CASINO_BET_INVALID', 400, `${field}: ${error.message}.`, field);
    }
    return value;
  });
  return { stakeCents: stored.reduce((sum, bet) => sum + bet.stakeCents, 0), bets: stored };
}

function stakeChoices(game: CasinoGameSettings, body: PlayCasinoRound): CasinoChoices {
  if (body.game === 'roulette') {
    const choices = rouletteChoices(body.bets);
    assertStake(game, choices.stakeCents, 'bets');
    return choices;
  }
  assertStake(game, body.stake, 'stake');
  if (body.game !== 'classic-slot') return { stakeCents: body.stake };
  if (body.stake % body.lines !== 0) throw new AppError('CASINO_STAKE_STEP', 400, `stake: must split into whole cents over ${body.lines} lines.`, 'stake');
  return { stakeCents: body.stake, lines: body.lines };
}

/** The player's choices, checked against the game's settings and rules: 409 disabled or bonus not allowed, 400 naming the field. */
function choicesOf(game: CasinoGameSettings, body: PlayCasinoRound): CasinoChoices {
  if (!game.enabled) throw new AppError('CASINO_GAME_DISABLED', 409, `game: ${game.name} is not available now.`, 'game');
  if (body.useBonus && !game.bonusAllowed) throw new AppError('CASINO_BONUS_NOT_ALLOWED', 409, `useBonus: ${game.name} cannot be played with bonus money.`, 'useBonus');
  const choices = stakeChoices(game, body);
  return body.useBonus ? { ...choices, funding: 'bonus' } : choices;
}

/** A player, not self-excluded nor on a time-out (as the exchange checks); answers the currency. */
async function assertMayPlay(tx: Executor, userId: string, now: Date): Promise<string> {
  const user = await findUserById(tx, userId);
  if (!user || user.role !== 'player') throw new AppError('FORBIDDEN', 403, 'Only players play in the casino.');
  assertPlayAllowed(await blocksOf(tx, userId, now));
  return user.currency;
}

// ---- Money and answers ----------------------------------------------------------------------------

/** The round's stakes and win as ONE ledger event on the round's wallet; a stake beyond that wallet is a 409 on `field`. */
async function postMoney(tx: Transaction, round: CasinoRoundRow, played: Played, field: string): Promise<void> {
  if (played.stakes.length === 0 && played.winCents === 0) return;
  const funding = round.choices.funding ?? 'cash';
  const transfers = casinoRoundPosted({ roundId: round.id, playerId: round.userId, currency: round.currency, funding, stakes: played.stakes, winCents: played.winCents });
  try {
    await postEvent(tx, transfers, { note: `casino ${round.game}` });
  } catch (error) {
    if (isAppError(error) && error.code === 'LEDGER_INSUFFICIENT_FUNDS') throw new AppError('CASINO_INSUFFICIENT_FUNDS', 409, `${field}: insufficient funds.`, field);
    throw error;
  }
}

async function roundView(tx: Executor, row: CasinoRoundRow): Promise<CasinoRound> {
  return roundViewOf(row, (await findSeed(tx, row.seedId)) as CasinoSeedRow);
}

async function resultOf(tx: Executor, row: CasinoRoundRow): Promise<CasinoRoundResult> {
  const { cashCents, bonusCents } = await userBalances(tx, row.userId, row.currency);
  return { round: await roundView(tx, row), balance: centsToAmount(cashCents), bonusBalance: centsToAmount(bonusCents) };
}

const streamOf = (seed: CasinoSeedRow, clientSeed: string, nonce: number) => FairStream.fromSeeds({ serverSeedHex: seed.serverSeed, clientSeed, nonce });

// ---- Play -----------------------------------------------------------------------------------------

async function playInTransaction(tx: Transaction, userId: string, body: PlayCasinoRound, choices: CasinoChoices, now: Date): Promise<CasinoRoundResult> {
  const currency = await assertMayPlay(tx, userId, now);
  const seed = await lockActiveSeed(tx, userId);
  // A concurrent request with the same id committed while this one waited for the seed.
  const replay = await repo.findRoundByRequest(tx, userId, body.requestId);
  if (replay) return resultOf(tx, replay);
  if (body.game === 'blackjack' && (await repo.findOpenRound(tx, userId))) throw roundOpen();
  const played = playOutcome(body.game, streamOf(seed, seed.clientSeed, seed.nonce), choices);
  await repo.advanceNonce(tx, seed);
  const round = await repo.insertRound(tx, {
    id: randomUUID(),
    userId,
    game: body.game,
    requestId: body.requestId,
    currency,
    stakeCents: choices.stakeCents,
    payoutCents: played.winCents,
    seedId: seed.id,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
    choices,
    outcome: played.outcome,
    status: played.settled ? 'settled' : 'open',
    createdAt: now,
    settledAt: played.settled ? now : null,
  });
  await postMoney(tx, round, played, body.game === 'roulette' ? 'bets' : 'stake');
  return resultOf(tx, round);
}

const roundOpen = () => new AppError('CASINO_ROUND_OPEN', 409, 'Finish your open blackjack round first (one open round at a time).', 'game');

/**
 * `POST /api/casino/rounds`: checks, then in ONE transaction under the player's seed lock: the nonce,
 * the outcome from the seeds and the choices only, the round row and its stake and win through the
 * ledger. Idempotent by (player, requestId): a replay answers the first round and moves nothing.
 */
export async function playRound(db: Database, auth: AuthContext, body: PlayCasinoRound, now = new Date()): Promise<CasinoRoundResult> {
  const replay = await repo.findRoundByRequest(db, auth.userId, body.requestId);
  if (replay) return resultOf(db, replay);
  const choices = choicesOf(await loadGame(db, body.game), body);
  try {
    return await inTransaction(db, (tx) => playInTransaction(tx, auth.userId, body, choices, now));
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === 'casino_rounds_open_key') throw roundOpen();
    const again = constraint === 'casino_rounds_user_request_key' ? await repo.findRoundByRequest(db, auth.userId, body.requestId) : undefined;
    if (again) return resultOf(db, again);
    throw error;
  }
}

function ruleError(error: unknown): never {
  if (error instanceof BlackjackRuleError) {
    throw new AppError(`BLACKJACK_${error.rule.toUpperCase().replaceAll('-', '_')}`, 409, `action: ${error.message}.`, 'action');
  }
  throw error;
}

/**
 * `POST /api/casino/rounds/:id/actions`: one blackjack action under the round's row lock; double,
 * split and insurance are further stakes of the round, the win is paid when it settles. A replayed
 * requestId answers the round as it is.
 */
export async function actOnRound(db: Database, auth: AuthContext, roundId: string, action: BlackjackAction, requestId: string, now = new Date()): Promise<CasinoRoundResult> {
  return inTransaction(db, async (tx) => {
    const round = await repo.lockOwnRound(tx, auth.userId, roundId);
    if (!round) throw new AppError('CASINO_ROUND_NOT_FOUND', 404, 'id: no such round.', 'id');
    if (round.actions.some((each) => each.requestId === requestId)) return resultOf(tx, round);
    if (round.game !== 'blackjack') throw new AppError('CASINO_NO_ACTIONS', 409, `id: a ${round.game} round takes no actions.`, 'id');
    if (round.status === 'settled') throw new AppError('BLACKJACK_ROUND_SETTLED', 409, 'action: round-settled: the round is over.', 'action');
    const seed = (await findSeed(tx, round.seedId)) as CasinoSeedRow;
    const earlier = round.actions.map((each) => each.action as BlackjackAction);
    let played: Played;
    try {
      played = actOnBlackjack(streamOf(seed, round.clientSeed, round.nonce), earlier, action, round.choices.stakeCents);
    } catch (error) {
      ruleError(error);
    }
    const extraCents = played.stakes.reduce((sum, stake) => sum + stake.amountCents, 0);
    const updated = await repo.updateRound(tx, round.id, {
      actions: [...round.actions, { action, requestId }],
      stakeCents: round.stakeCents + extraCents,
      payoutCents: played.winCents,
      outcome: played.outcome,
      status: played.settled ? 'settled' : 'open',
      settledAt: played.settled ? now : null,
    });
    await postMoney(tx, updated, played, 'action');
    return resultOf(tx, updated);
  });
}

// ---- Reads ----------------------------------------------------------------------------------------

export async function roundOf(db: Database, userId: string, roundId: string): Promise<CasinoRound> {
  const row = await repo.findOwnRound(db, userId, roundId);
  if (!row) throw new AppError('CASINO_ROUND_NOT_FOUND', 404, 'id: no such round.', 'id');
  return roundView(db, row);
}

export async function roundsOf(db: Database, userId: string, query: Required<Pick<CasinoRoundsQuery, 'page' | 'perPage'>> & CasinoRoundsQuery): Promise<Page<CasinoRound>> {
  const where = repo.roundsFilter(userId, query.game, query.status);
  const seeds = new Map<string, CasinoSeedRow>();
  return readPage(
    query,
    async (limit, offset) => {
      const rows = await repo.listRounds(db, where, limit, offset);
      for (const seed of await repo.findSeedsByIds(db, rows.map((row) => row.seedId))) seeds.set(seed.id, seed);
      return rows;
    },
    () => repo.countRounds(db, where),
    (row) => roundViewOf(row, seeds.get(row.seedId) as CasinoSeedRow),
  );
}
