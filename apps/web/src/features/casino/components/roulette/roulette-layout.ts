import { rouletteRedNumbers, type RouletteSelection } from '@oddsmith/core';

/**
 * The roulette table as places to put a chip. Positions are in table units along the layout (`u`:
 * zero at -1 … 0, rows of three 0 … 12, the columns' 2:1 boxes 12 … 13) and across it (`a`: the
 * numbers 0 … 3 with 1-4-7… at 2 … 3, dozens 3 … 4, even-money bets 4 … 5). A box is a bet drawn as
 * a cell; a line spot sits on a border or a corner between numbers (split, street, corner, six line).
 */
export type Spot =
  | { kind: 'box'; key: string; selection: RouletteSelection; u: [number, number]; a: [number, number]; label: string; colour?: 'red' | 'black' | 'green' }
  | { kind: 'line'; key: string; selection: RouletteSelection; u: number; a: number };

export type Orientation = 'horizontal' | 'vertical';

/** Layout row (0 … 11) and column (0 … 2) of 1 … 36. */
const rowOf = (n: number) => Math.floor((n - 1) / 3);
const colOf = (n: number) => (n - 1) % 3;

/** One key per bet: same kind and numbers (or index) is the same bet. */
export function selectionKey(selection: RouletteSelection): string {
  if ('numbers' in selection) return `${selection.kind}:${[...selection.numbers].sort((x, y) => x - y).join('-')}`;
  if ('index' in selection) return `${selection.kind}:${selection.index}`;
  return selection.kind;
}

const colourOf = (n: number): 'red' | 'black' | 'green' => (n === 0 ? 'green' : rouletteRedNumbers.includes(n) ? 'red' : 'black');

function box(selection: RouletteSelection, u: [number, number], a: [number, number], label: string, colour?: 'red' | 'black' | 'green'): Spot {
  return { kind: 'box', key: selectionKey(selection), selection, u, a, label, colour };
}

function line(kind: 'split' | 'street' | 'corner' | 'sixLine', numbers: number[], u: number, a: number): Spot {
  const selection: RouletteSelection = { kind, numbers };
  return { kind: 'line', key: selectionKey(selection), selection, u, a };
}

/** Lines beside 1 … 36: splits across and along, corners, streets and six lines on the outer edge. */
function numberLines(n: number): Spot[] {
  const r = rowOf(n);
  const c = colOf(n);
  const spots: Spot[] = [];
  if (c < 2) spots.push(line('split', [n, n + 1], r + 0.5, 2 - c));
  if (r < 11) spots.push(line('split', [n, n + 3], r + 1, 2.5 - c));
  if (c < 2 && r < 11) spots.push(line('corner', [n, n + 1, n + 3, n + 4], r + 1, 2 - c));
  if (c === 0) spots.push(line('street', [n, n + 1, n + 2], r + 0.5, 3));
  if (c === 0 && r < 11) spots.push(line('sixLine', [n, n + 1, n + 2, n + 3, n + 4, n + 5], r + 1, 3));
  return spots;
}

/** The zero's lines: splits 0-1, 0-2, 0-3, the trios 0-1-2 and 0-2-3, and the first four 0-1-2-3. */
function zeroLines(): Spot[] {
  return [
    line('split', [0, 1], 0, 2.5),
    line('split', [0, 2], 0, 1.5),
    line('split', [0, 3], 0, 0.5),
    line('street', [0, 1, 2], 0, 2),
    line('street', [0, 2, 3], 0, 1),
    line('corner', [0, 1, 2, 3], 0, 3),
  ];
}

const outside: { kind: 'low' | 'even' | 'red' | 'black' | 'odd' | 'high'; label: string }[] = [
  { kind: 'low', label: '1-18' },
  { kind: 'even', label: 'even' },
  { kind: 'red', label: 'red' },
  { kind: 'black', label: 'black' },
  { kind: 'odd', label: 'odd' },
  { kind: 'high', label: '19-36' },
];

/** Every place a chip can go: boxes first (drawn below), line spots last (on top). */
export function rouletteSpots(): Spot[] {
  const numbers = Array.from({ length: 36 }, (_, i) => i + 1);
  const boxes: Spot[] = [
    box({ kind: 'straight', numbers: [0] }, [-1, 0], [0, 3], '0', 'green'),
    ...numbers.map((n) => box({ kind: 'straight', numbers: [n] }, [rowOf(n), rowOf(n) + 1], [2 - colOf(n), 3 - colOf(n)], String(n), colourOf(n))),
    ...([1, 2, 3] as const).map((index) => box({ kind: 'column', index }, [12, 13], [3 - index, 4 - index], '2:1')),
    ...([1, 2, 3] as const).map((index) => box({ kind: 'dozen', index }, [4 * (index - 1), 4 * index], [3, 4], `dozen${index}`)),
    ...outside.map(({ kind, label }, i) => box({ kind }, [2 * i, 2 * i + 2], [4, 5], label)),
  ];
  return [...boxes, ...numbers.flatMap(numberLines), ...zeroLines()];
}

/** Table units to drawing units: horizontal (zero on the left, outside bets below) or vertical (zero on top, outside bets on the left). */
export function toXY(orientation: Orientation, u: number, a: number): { x: number; y: number } {
  return orientation === 'horizontal' ? { x: u + 1, y: a } : { x: 5 - a, y: u + 1 };
}

/** The drawing's size in units. */
export const tableSize = (orientation: Orientation) => (orientation === 'horizontal' ? { width: 14, height: 5 } : { width: 5, height: 14 });

export function boxRect(orientation: Orientation, spot: Extract<Spot, { kind: 'box' }>): { x: number; y: number; width: number; height: number } {
  const p = toXY(orientation, spot.u[0], spot.a[0]);
  const q = toXY(orientation, spot.u[1], spot.a[1]);
  return { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), width: Math.abs(q.x - p.x), height: Math.abs(q.y - p.y) };
}
