/**
 * European roulette: one zero, pockets 0 … 36. The outcome is `spinRoulette(stream)` alone; bets are
 * settled afterwards by `settleRoulette`. Every bet covering k numbers pays (36 / k - 1) to 1, so each
 * returns 36/37 of its stake on average (docs/casino-math.md, "Roulette").
 */
import type { IntSource } from './fairness';
import { rational, type Rational } from './rational';

/** Pocket colours of the single-zero wheel: the red numbers (all other non-zero numbers are black). */
export const rouletteRedNumbers: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** The wheel's pocket order, clockwise from zero (for the animation; the outcome is a uniform pocket). */
export const rouletteWheelOrder: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export type RouletteInsideKind = 'straight' | 'split' | 'street' | 'corner' | 'sixLine';
export type RouletteOutsideKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
/** A bet without its stake: inside bets name their numbers, dozen and column their index 1 … 3. */
export type RouletteSelection =
  | { kind: RouletteInsideKind; numbers: readonly number[] }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3 }
  | { kind: RouletteOutsideKind };
export type RouletteBet = RouletteSelection & { stakeCents: number };

/** A bet that is not on the layout: `kind` names the bet, the message the rule it breaks. */
export class RouletteBetError extends RangeError {
  constructor(readonly kind: string, message: string) {
    super(`${kind}: ${message}`);
    this.name = 'RouletteBetError';
  }
}

/** Layout position of 1 … 36: row 0 … 11 (1-2-3 is row 0), column 0 … 2. */
const row = (n: number) => Math.floor((n - 1) / 3);
const col = (n: number) => (n - 1) % 3;

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 36;

function sorted(kind: string, numbers: readonly number[], count: number): number[] {
  if (!Array.isArray(numbers) || numbers.length !== count) throw new RouletteBetError(kind, `expected ${count} numbers`);
  if (!numbers.every(isNumber)) throw new RouletteBetError(kind, 'numbers must be whole numbers 0 … 36');
  const out = [...numbers].sort((a, b) => a - b);
  if (new Set(out).size !== count) throw new RouletteBetError(kind, 'numbers must be different');
  return out;
}

/** Splits with zero (0-1, 0-2, 0-3) and between neighbours on the layout (same row side by side, same column one row apart). */
function checkSplit([a, b]: number[]): boolean {
  if (a === 0) return (b as number) <= 3;
  return (row(a as number) === row(b as number) && (b as number) - (a as number) === 1) || (b as number) - (a as number) === 3;
}

/** Streets are a row (n, n+1, n+2 with n = 1, 4, …, 34) or the trios 0-1-2 and 0-2-3. */
function checkStreet([a, b, c]: number[]): boolean {
  if (a === 0) return (b === 1 && c === 2) || (b === 2 && c === 3);
  return col(a as number) === 0 && b === (a as number) + 1 && c === (a as number) + 2;
}

/** Corners are a 2 x 2 square (n, n+1, n+3, n+4 with n in the first two columns) or 0-1-2-3. */
function checkCorner([a, b, c, d]: number[]): boolean {
  if (a === 0) return b === 1 && c === 2 && d === 3;
  const n = a as number;
  return col(n) < 2 && b === n + 1 && c === n + 3 && d === n + 4;
}

/** Six lines are two neighbouring rows: n … n+5 with n = 1, 4, …, 31. */
function checkSixLine(numbers: number[]): boolean {
  const n = numbers[0] as number;
  return n >= 1 && col(n) === 0 && numbers.every((value, i) => value === n + i);
}

const outsideNumbers: Record<RouletteOutsideKind, (n: number) => boolean> = {
  red: (n) => rouletteRedNumbers.includes(n),
  black: (n) => n > 0 && !rouletteRedNumbers.includes(n),
  odd: (n) => n % 2 === 1,
  even: (n) => n > 0 && n % 2 === 0,
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19,
};

const insideRules: Record<RouletteInsideKind, [count: number, check: (numbers: number[]) => boolean, rule: string]> = {
  straight: [1, () => true, ''],
  split: [2, checkSplit, 'a split must be two numbers side by side on the layout (or 0 with 1, 2 or 3)'],
  street: [3, checkStreet, 'a street must be one row of three (or 0-1-2, 0-2-3)'],
  corner: [4, checkCorner, 'a corner must be four numbers in a square (or 0-1-2-3)'],
  sixLine: [6, checkSixLine, 'a six line must be two neighbouring rows'],
};

/** The numbers a bet covers, or a RouletteBetError naming the bet and the rule it breaks. */
export function rouletteBetNumbers(selection: RouletteSelection): number[] {
  const kind = selection.kind;
  if (kind in insideRules) {
    const [count, check, rule] = insideRules[kind as RouletteInsideKind];
    const numbers = sorted(kind, (selection as { numbers: readonly number[] }).numbers, count);
    if (!check(numbers)) throw new RouletteBetError(kind, rule);
    return numbers;
  }
  if (kind === 'dozen' || kind === 'column') {
    const index = (selection as { index: unknown }).index;
    if (index !== 1 && index !== 2 && index !== 3) throw new RouletteBetError(kind, 'index must be 1, 2 or 3');
    const all = Array.from({ length: 36 }, (_, i) => i + 1);
    return all.filter((n) => (kind === 'dozen' ? Math.ceil(n / 12) === index : col(n) === index - 1));
  }
  if (kind in outsideNumbers) return Array.from({ length: 37 }, (_, n) => n).filter(outsideNumbers[kind as RouletteOutsideKind]);
  throw new RouletteBetError(String(kind), 'unknown bet');
}

/** What a bet pays to 1 when it wins: 36 / (numbers covered) - 1 (35, 17, 11, 8, 5, 2 or 1). */
export function roulettePayoutToOne(selection: RouletteSelection): number {
  return 36 / rouletteBetNumbers(selection).length - 1;
}

/** The round's pocket 0 … 36: int(37). */
export function spinRoulette(stream: IntSource): number {
  return stream.int(37);
}

export type RouletteBetResult = { bet: RouletteBet; won: boolean; returnCents: number };
export type RouletteSettlement = { pocket: number; bets: RouletteBetResult[]; stakeCents: number; returnCents: number };

/** Validates every bet (stake a whole positive number of cents) before the spin is used. */
export function validateRouletteBets(bets: readonly RouletteBet[]): void {
  if (bets.length === 0) throw new RouletteBetError('bets', 'at least one bet');
  for (const bet of bets) {
    rouletteBetNumbers(bet);
    if (!Number.isSafeInteger(bet.stakeCents) || bet.stakeCents <= 0) throw new RouletteBetError(bet.kind, 'stakeCents must be a whole number of cents > 0');
  }
}

/** Settles bets on `pocket`: a winning bet returns its stake x (payout + 1), a losing one nothing. */
export function settleRoulette(pocket: number, bets: readonly RouletteBet[]): RouletteSettlement {
  validateRouletteBets(bets);
  const results = bets.map((bet) => {
    const numbers = rouletteBetNumbers(bet);
    const won = numbers.includes(pocket);
    return { bet, won, returnCents: won ? bet.stakeCents * (36 / numbers.length) : 0 };
  });
  return {
    pocket,
    bets: results,
    stakeCents: bets.reduce((sum, bet) => sum + bet.stakeCents, 0),
    returnCents: results.reduce((sum, result) => sum + result.returnCents, 0),
  };
}

/** Exact return to player of a bet: (numbers covered / 37) x (36 / numbers covered) = 36/37 for every bet. */
export function rouletteRtp(selection: RouletteSelection): Rational {
  const k = BigInt(rouletteBetNumbers(selection).length);
  return rational(k * (36n / k), 37n);
}
