/**
 * Classic slot: 3 reels x 3 rows, the player plays 1 to 5 lines (middle, top, bottom, then the two
 * diagonals), each at the same line stake in whole cents. A line pays three of a kind, any three
 * bars mixed, or by the number of cherries on it, in multiples of the line stake.
 *
 * The outcome (`playClassicSlot`) reads only the stream (three stops); the lines played and the line
 * stake only price it (`classicSlotReturnCents`). Every line has the same distribution, so the RTP
 * does not depend on how many lines are played.
 */
import type { IntSource } from './fairness';
import type { Rational } from './rational';
import { lineExpectation, reelGrid, spinReels, type ReelStrip } from './reels';

/** 7, three bars, two bars, one bar, bell, cherry, and the blank stop between symbols. */
export type ClassicSymbol = 'seven' | 'bar3' | 'bar2' | 'bar1' | 'bell' | 'cherry' | 'blank';

export type ClassicSlotDefinition = {
  strips: readonly ReelStrip<ClassicSymbol>[];
  /** Three of a kind, x line stake. */
  threeOfAKind: Readonly<Record<Exclude<ClassicSymbol, 'blank'>, number>>;
  /** Three bars of mixed kinds, x line stake. */
  anyBars: number;
  /** By number of cherries on the line (index = count; three cherries pay `threeOfAKind.cherry`). */
  cherries: readonly number[];
};

const strip = (text: string) => text.split(' ') as ClassicSymbol[];

export const classicSlotRows = 3;
export const classicSlotMaxLines = 5;

/** Lines in play order: the row (0 top, 1 middle, 2 bottom) read on each reel. */
export const classicSlotPaylines: readonly (readonly number[])[] = [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]];

export const classicSlot: ClassicSlotDefinition = {
  strips: [
    strip('bar3 blank bar1 blank bar1 blank bar2 blank cherry blank bar1 blank bar3 blank bell blank cherry blank bar2 blank bell blank cherry blank bar1 blank cherry blank bar2 blank seven blank bell blank'),
    strip('bar3 blank bar1 blank bar2 blank bar1 blank bar1 blank bar3 blank bell blank cherry blank bar2 blank cherry blank cherry blank cherry blank bar2 blank bell blank bar1 blank seven blank bell blank'),
    strip('cherry blank cherry blank bell blank bar1 blank bell blank cherry blank bar2 blank bell blank bar1 blank bar3 blank bar1 blank cherry blank bar2 blank bar1 blank bar3 blank seven blank bar2 blank'),
  ],
  threeOfAKind: { seven: 100, bar3: 60, bar2: 30, bar1: 10, bell: 15, cherry: 20 },
  anyBars: 6,
  cherries: [0, 2, 6],
};

const bars: readonly ClassicSymbol[] = ['bar1', 'bar2', 'bar3'];

/** What one line's three symbols pay, x line stake. */
export function classicLinePays(line: readonly ClassicSymbol[], definition: ClassicSlotDefinition = classicSlot): number {
  const [a, b, c] = line as [ClassicSymbol, ClassicSymbol, ClassicSymbol];
  if (a === b && b === c && a !== 'blank') return definition.threeOfAKind[a];
  if (bars.includes(a) && bars.includes(b) && bars.includes(c)) return definition.anyBars;
  return definition.cherries[line.filter((symbol) => symbol === 'cherry').length] ?? 0;
}

/** The reels whose symbol makes a paying line pay: all three, or only the cherries of a cherry win. */
export function classicLineWinningReels(line: readonly ClassicSymbol[], definition: ClassicSlotDefinition = classicSlot): number[] {
  const [a, b, c] = line as [ClassicSymbol, ClassicSymbol, ClassicSymbol];
  const threeOfAKind = a === b && b === c && a !== 'blank';
  const anyBars = bars.includes(a) && bars.includes(b) && bars.includes(c);
  if (threeOfAKind || anyBars) return [0, 1, 2];
  return classicLinePays(line, definition) > 0 ? line.flatMap((symbol, reel) => (symbol === 'cherry' ? [reel] : [])) : [];
}

export type ClassicSlotRound = {
  stops: number[];
  /** grid[reel][row] */
  grid: ClassicSymbol[][];
  /** What each of the 5 lines pays, x line stake (whether played or not: the player's lines only price it). */
  linePays: number[];
};

/** A round: one stop per reel from the stream. */
export function playClassicSlot(stream: IntSource, definition: ClassicSlotDefinition = classicSlot): ClassicSlotRound {
  const stops = spinReels(stream, definition.strips);
  const grid = reelGrid(definition.strips, stops, classicSlotRows);
  const linePays = classicSlotPaylines.map((rows) => classicLinePays(rows.map((row, reel) => (grid[reel] as ClassicSymbol[])[row] as ClassicSymbol), definition));
  return { stops, grid, linePays };
}

/** Lines 1 … 5 and a line stake of whole cents > 0, RangeError naming the field otherwise. */
export function assertClassicSlotBet(lines: number, lineStakeCents: number): void {
  if (!Number.isInteger(lines) || lines < 1 || lines > classicSlotMaxLines) throw new RangeError('lines: play 1 to 5 lines');
  if (!Number.isSafeInteger(lineStakeCents) || lineStakeCents <= 0) throw new RangeError('lineStakeCents: a whole number of cents > 0');
}

/** Total stake for `lines` lines. */
export function classicSlotStakeCents(lines: number, lineStakeCents: number): number {
  assertClassicSlotBet(lines, lineStakeCents);
  return lines * lineStakeCents;
}

/** What a round returns on the first `lines` lines at `lineStakeCents` each, in cents. */
export function classicSlotReturnCents(round: ClassicSlotRound, lines: number, lineStakeCents: number): number {
  assertClassicSlotBet(lines, lineStakeCents);
  return round.linePays.slice(0, lines).reduce((sum, pays) => sum + pays, 0) * lineStakeCents;
}

/** Exact RTP: E[line pays] over every symbol combination (the same for each line, so for any number of lines). */
export function classicSlotRtp(definition: ClassicSlotDefinition = classicSlot): Rational {
  return lineExpectation(definition.strips, (line) => classicLinePays(line, definition));
}
