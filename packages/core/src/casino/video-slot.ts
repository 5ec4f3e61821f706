/**
 * Video slot: 5 reels x 3 rows, 20 fixed paylines, a wild and a scatter with free spins.
 *
 * - Line wins: three or more of a symbol on a payline from the leftmost reel; the wild stands for any
 *   symbol but the scatter; a line pays its best win (the wilds' own run or the symbol they complete),
 *   in multiples of the line stake (stake / 20).
 * - Scatter: 3, 4 or 5 anywhere pay 2, 10 or 50 x the total stake and award 10 free spins.
 * - Free spins: same reels, every win x 3; 3+ scatters during free spins award 10 more (retriggers
 *   allowed, no cap: the expected count is finite, 10 / (1 - 10 p)). Played at the triggering stake.
 * - Stakes are whole multiples of 20 cents, so every win is a whole number of cents.
 *
 * The outcome (`playVideoSlot`) reads only the stream; `videoSlotReturnCents` prices it for a stake.
 */
import type { IntSource } from './fairness';
import { addRational, divideRational, multiplyRational, rational, subtractRational, type Rational } from './rational';
import { countDistribution, lineExpectation, reelGrid, spinReels, type ReelStrip } from './reels';

/** W wild, S scatter; D dragon, T tiger, F koi, L lotus (high); A, K, Q, J, N (ten) (low). */
export type VideoSymbol = 'W' | 'S' | 'D' | 'T' | 'F' | 'L' | 'A' | 'K' | 'Q' | 'J' | 'N';

export type VideoSlotDefinition = {
  strips: readonly ReelStrip<VideoSymbol>[];
  /** Line pays for 3, 4 and 5 of a kind, x line stake (the scatter has none: it pays by `scatterPays`). */
  linePays: Readonly<Record<Exclude<VideoSymbol, 'S'>, readonly [number, number, number]>>;
  /** Scatter pays by count shown (index = count), x total stake. */
  scatterPays: readonly number[];
  freeSpinsAwarded: number;
  freeSpinMultiplier: number;
};

const strip = (text: string) => text.split(' ') as VideoSymbol[];

export const videoSlotRows = 3;
export const videoSlotLineCount = 20;

/** The 20 paylines: the row (0 top, 1 middle, 2 bottom) read on each of the 5 reels. */
export const videoSlotPaylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
];

export const videoSlot: VideoSlotDefinition = {
  strips: [
    strip('J Q J K L Q F W K Q N K A T D N A N L Q W S J A D T T K F A F W J L'),
    strip('T K J Q J W N Q F L W N A L D N A K N F D A Q K A S J T T Q K W L J F'),
    strip('Q W W F J K D D L A J K F A T K Q Q L T F L N N N J S J T A Q W N K A'),
    strip('F A W K D J F D N Q T N F J A A T Q K T L Q N J W L N A L K K J S W Q'),
    strip('W F Q J L N F K Q Q L K K A N J W A K A L Q T N A S N F D J D W T T J'),
  ],
  linePays: {
    W: [50, 250, 1000],
    D: [25, 100, 500],
    T: [20, 75, 300],
    F: [15, 50, 200],
    L: [10, 40, 150],
    A: [5, 25, 100],
    K: [5, 15, 75],
    Q: [4, 10, 50],
    J: [3, 8, 40],
    N: [2, 6, 25],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpinsAwarded: 10,
  freeSpinMultiplier: 3,
};

export type LineWin = { line: number; symbol: VideoSymbol; count: number; pays: number };

/** The best win of one payline's five symbols, x line stake (0 when none). */
export function videoLinePays(line: readonly VideoSymbol[], definition: VideoSlotDefinition = videoSlot): { symbol: VideoSymbol; count: number; pays: number } {
  let wilds = 0;
  while (wilds < line.length && line[wilds] === 'W') wilds += 1;
  const wildPays = wilds >= 3 ? (definition.linePays.W[wilds - 3] as number) : 0;
  const symbol = line[wilds];
  let count = wilds;
  if (symbol !== undefined && symbol !== 'S') while (count < line.length && (line[count] === symbol || line[count] === 'W')) count += 1;
  const symbolPays = symbol !== undefined && symbol !== 'S' && count >= 3 ? (definition.linePays[symbol][count - 3] as number) : 0;
  if (wildPays === 0 && symbolPays === 0) return { symbol: 'W', count: 0, pays: 0 };
  return wildPays >= symbolPays ? { symbol: 'W', count: wilds, pays: wildPays } : { symbol: symbol as VideoSymbol, count, pays: symbolPays };
}

export type VideoSlotSpin = {
  stops: number[];
  /** grid[reel][row] */
  grid: VideoSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  /** Scatter win x total stake. */
  scatterPays: number;
  freeSpinsAwarded: number;
  /** 1 on the base spin, the free-spin multiplier on free spins. */
  multiplier: number;
  /** This spin's whole win in line stakes: multiplier x (line pays + 20 x scatter pays). */
  winLineStakes: number;
};

function spinOnce(stream: IntSource, definition: VideoSlotDefinition, multiplier: number): VideoSlotSpin {
  const stops = spinReels(stream, definition.strips);
  const grid = reelGrid(definition.strips, stops, videoSlotRows);
  const lineWins: LineWin[] = [];
  videoSlotPaylines.forEach((rows, line) => {
    const win = videoLinePays(rows.map((row, reel) => (grid[reel] as VideoSymbol[])[row] as VideoSymbol), definition);
    if (win.pays > 0) lineWins.push({ line: line + 1, ...win });
  });
  const scatters = grid.flat().filter((symbol) => symbol === 'S').length;
  const scatterPays = definition.scatterPays[scatters] ?? 0;
  const freeSpinsAwarded = scatters >= 3 ? definition.freeSpinsAwarded : 0;
  const linePays = lineWins.reduce((sum, win) => sum + win.pays, 0);
  return { stops, grid, lineWins, scatters, scatterPays, freeSpinsAwarded, multiplier, winLineStakes: multiplier * (linePays + videoSlotLineCount * scatterPays) };
}

export type VideoSlotRound = { base: VideoSlotSpin; freeSpins: VideoSlotSpin[]; winLineStakes: number };

/** A round: the base spin, then every free spin it awards (retriggers included), all from the stream. */
export function playVideoSlot(stream: IntSource, definition: VideoSlotDefinition = videoSlot): VideoSlotRound {
  const base = spinOnce(stream, definition, 1);
  const freeSpins: VideoSlotSpin[] = [];
  let left = base.freeSpinsAwarded;
  while (left > 0) {
    const spin = spinOnce(stream, definition, definition.freeSpinMultiplier);
    freeSpins.push(spin);
    left += spin.freeSpinsAwarded - 1;
  }
  return { base, freeSpins, winLineStakes: base.winLineStakes + freeSpins.reduce((sum, spin) => sum + spin.winLineStakes, 0) };
}

/** Stakes are whole multiples of 20 cents (one whole cent per line), RangeError otherwise. */
export function assertVideoSlotStake(stakeCents: number): void {
  if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0 || stakeCents % videoSlotLineCount !== 0) {
    throw new RangeError(`stakeCents: the video slot takes a whole multiple of ${videoSlotLineCount} cents`);
  }
}

/** What a round returns for a stake, in cents: win in line stakes x (stake / 20). */
export function videoSlotReturnCents(round: VideoSlotRound, stakeCents: number): number {
  assertVideoSlotStake(stakeCents);
  return round.winLineStakes * (stakeCents / videoSlotLineCount);
}

export type VideoSlotRtp = {
  /** Base spin line wins, x total stake. */
  lines: Rational;
  /** Base spin scatter wins, x total stake. */
  scatter: Rational;
  /** P(3+ scatters) on one spin. */
  trigger: Rational;
  /** Expected free spins per trigger: awarded / (1 - awarded x trigger). */
  freeSpinsPerTrigger: Rational;
  /** Free spin wins per base spin, x total stake. */
  freeSpins: Rational;
  total: Rational;
};

/**
 * Exact RTP. A spin's expected win W = lines + scatter (x total stake): lines = 20 paylines x E[line
 * pays] / 20 (every payline has the same distribution); scatter from the exact count distribution.
 * A trigger (probability p) starts `a` spins each of which retriggers with probability p, so the
 * expected number of free spins is a + a p a + … = a / (1 - a p); each pays multiplier x W.
 * RTP = W + p x a / (1 - a p) x multiplier x W.
 */
export function videoSlotRtp(definition: VideoSlotDefinition = videoSlot): VideoSlotRtp {
  const lines = lineExpectation(definition.strips, (line) => videoLinePays(line, definition).pays);
  const { ways, combinations } = countDistribution(definition.strips, videoSlotRows, 'S');
  let scatterWays = 0n;
  let triggerWays = 0n;
  ways.forEach((w, count) => {
    scatterWays += w * BigInt(definition.scatterPays[count] ?? 0);
    if (count >= 3) triggerWays += w;
  });
  const scatter = rational(scatterWays, combinations);
  const trigger = rational(triggerWays, combinations);
  const awarded = rational(BigInt(definition.freeSpinsAwarded));
  const freeSpinsPerTrigger = divideRational(awarded, subtractRational(rational(1n), multiplyRational(awarded, trigger)));
  const spin = addRational(lines, scatter);
  const freeSpins = multiplyRational(multiplyRational(trigger, freeSpinsPerTrigger), multiplyRational(rational(BigInt(definition.freeSpinMultiplier)), spin));
  return { lines, scatter, trigger, freeSpinsPerTrigger, freeSpins, total: addRational(spin, freeSpins) };
}
