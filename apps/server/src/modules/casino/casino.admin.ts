import { centsToAmount, type AdminCasinoDay, type AdminCasinoGame, type AdminCasinoGamePatch, type AdminCasinoGames, type AdminCasinoGamesQuery, type CasinoGame, type CasinoGameInfo } from '@oddsmith/core';
import type { Database } from '../../db/client';
import { casinoGames } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { exactRtpPercent, gameInfoOf, loadGame, loadGames, type CasinoGameSettings } from './casino.games';
import * as repo from './casino.repo';

/** The lobby's and the staff figures' default currency (figures are per currency, never mixed). */
export const casinoReportCurrency = 'EUR';

const dayMs = 86_400_000;
const periodDaysMax = 366;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** [from, to] as UTC days (default the last 30 days), to >= from, at most 366 days (400 naming `to`). */
function periodOf(query: AdminCasinoGamesQuery, now: Date): { from: Date; days: string[] } {
  const to = new Date(`${query.to ?? isoDay(now)}T00:00:00Z`);
  const from = new Date(query.from ? `${query.from}T00:00:00Z` : to.getTime() - 29 * dayMs);
  const count = Math.round((to.getTime() - from.getTime()) / dayMs) + 1;
  if (count < 1) throw new AppError('VALIDATION', 400, 'to: must not be before from.', 'to');
  if (count > periodDaysMax) throw new AppError('VALIDATION', 400, `to: the period may span at most ${periodDaysMax} days.`, 'to');
  return { from, days: Array.from({ length: count }, (_, i) => isoDay(new Date(from.getTime() + i * dayMs))) };
}

function gameFigures(game: CasinoGameSettings, stats: readonly repo.GameDayStats[], days: readonly string[], players: number, rtpExact: string): AdminCasinoGame {
  const mine = stats.filter((row) => row.game === game.id);
  const series: AdminCasinoDay[] = days.map((date) => {
    const row = mine.find((each) => each.day === date);
    const stakeCents = row?.stakeCents ?? 0;
    const payoutCents = row?.payoutCents ?? 0;
    return { date, rounds: row?.rounds ?? 0, turnover: centsToAmount(stakeCents), payout: centsToAmount(payoutCents), ggr: centsToAmount(stakeCents - payoutCents) };
  });
  const stakeCents = mine.reduce((sum, row) => sum + row.stakeCents, 0);
  const payoutCents = mine.reduce((sum, row) => sum + row.payoutCents, 0);
  return {
    ...gameInfoOf(game),
    rtpExact,
    rounds: mine.reduce((sum, row) => sum + row.rounds, 0),
    players,
    turnover: centsToAmount(stakeCents),
    payout: centsToAmount(payoutCents),
    ggr: centsToAmount(stakeCents - payoutCents),
    actualRtpPercent: stakeCents > 0 ? Math.round((payoutCents / stakeCents) * 10_000) / 100 : null,
    days: series,
  };
}

/** `GET /api/admin/casino-games`: every game's settings and its settled rounds' figures over the period, by day. */
export async function adminGames(db: Database, query: AdminCasinoGamesQuery, now = new Date()): Promise<AdminCasinoGames> {
  const { from, days } = periodOf(query, now);
  const end = new Date(from.getTime() + days.length * dayMs);
  const currency = query.currency ?? casinoReportCurrency;
  const [games, stats, players] = [await loadGames(db), await repo.statsByGameDay(db, currency, from, end), await repo.playersByGame(db, currency, from, end)];
  const rtp = exactRtpPercent();
  const rows = games.map((game) => gameFigures(game, stats, days, players.get(game.id) ?? 0, rtp[game.id]));
  const cents = (amount: number) => Math.round(amount * 100);
  const turnoverCents = rows.reduce((sum, row) => sum + cents(row.turnover), 0);
  const payoutCents = rows.reduce((sum, row) => sum + cents(row.payout), 0);
  return {
    from: days[0] as string,
    to: days[days.length - 1] as string,
    currency,
    games: rows,
    totals: { rounds: rows.reduce((sum, row) => sum + row.rounds, 0), turnover: centsToAmount(turnoverCents), payout: centsToAmount(payoutCents), ggr: centsToAmount(turnoverCents - payoutCents) },
  };
}

/** `PATCH /api/admin/casino-games/:id`: the settings row (created from the defaults), audited. */
export async function patchGame(db: Database, actor: AuthContext, id: CasinoGame, patch: AdminCasinoGamePatch): Promise<CasinoGameInfo> {
  return inTransaction(db, async (tx) => {
    const current = await loadGame(tx, id);
    const next = {
      enabled: patch.enabled ?? current.enabled,
      sortOrder: patch.order ?? current.sortOrder,
      minStakeCents: patch.minStakeCents ?? current.minStakeCents,
      maxStakeCents: patch.maxStakeCents ?? current.maxStakeCents,
      bonusAllowed: patch.bonusAllowed ?? current.bonusAllowed,
    };
    for (const [field, cents] of [['minStake', next.minStakeCents], ['maxStake', next.maxStakeCents]] as const) {
      if (cents % current.stakeStepCents !== 0) throw new AppError('VALIDATION', 400, `${field}: must be a multiple of ${centsToAmount(current.stakeStepCents)}.`, field);
    }
    if (next.minStakeCents > next.maxStakeCents) throw new AppError('VALIDATION', 400, `${patch.maxStakeCents === undefined ? 'minStake' : 'maxStake'}: minStake must not exceed maxStake.`, patch.maxStakeCents === undefined ? 'minStake' : 'maxStake');
    await tx.insert(casinoGames).values({ id, ...next, updatedAt: new Date() }).onConflictDoUpdate({ target: casinoGames.id, set: { ...next, updatedAt: new Date() } });
    await recordAudit(tx, { actorId: actor.userId, action: 'casino_game.update', targetType: 'casino_game', targetId: id, detail: { ...patch } });
    return gameInfoOf({ ...current, ...next });
  });
}
