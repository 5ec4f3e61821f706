import { pathToFileURL } from 'node:url';
import { OrderBook, Side } from 'nodejs-order-book';
import { ExchangeBook } from '../packages/core/src/exchange/book';
import type { Fill } from '../packages/core/src/exchange/book';
import { ReferenceBook } from '../packages/core/src/exchange/reference-book';

/**
 * `npm run bench` (or `npx tsx bench/exchange.bench.ts` alone): the matching engine on a seeded
 * stream of 1,000,000 limit orders plus ~10% cancels of resting orders, prices within a few ticks of
 * a slowly drifting mid, sizes 1-100; beside nodejs-order-book 10.1.1 on the identical stream (back
 * is its `sell`, lay its `buy`, the price its ladder tick) and the reference book on a prefix.
 */
const limitOrders = Math.max(10_000, Number(process.env.BENCH_EXCHANGE_ORDERS ?? 1_000_000));
const referencePrefix = 20_000;
/** The mid drifts one tick at a time within 2.50 - 3.50 (ticks 124 - 169): orders left behind are reached again. */
const midMin = 124;
const midMax = 169;

/** mulberry32: a tiny seeded PRNG, so the stream is identical on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

type Stream = {
  length: number;
  /** 0 place, 1 cancel */
  kinds: Uint8Array;
  /** 0 back, 1 lay */
  sides: Uint8Array;
  ticks: Int16Array;
  sizes: Int32Array;
  ids: Int32Array;
  idText: string[];
  cancels: number;
};

/** Builds the stream; a scratch ExchangeBook tells which orders still rest, so that cancels target resting orders. */
function buildStream(seed: number): Stream {
  const capacity = Math.ceil(limitOrders * 1.2);
  const stream: Stream = {
    length: 0,
    kinds: new Uint8Array(capacity),
    sides: new Uint8Array(capacity),
    ticks: new Int16Array(capacity),
    sizes: new Int32Array(capacity),
    ids: new Int32Array(capacity),
    idText: [''],
    cancels: 0,
  };
  const random = mulberry32(seed);
  const scratch = new ExchangeBook();
  const rested: number[] = [];
  let mid = 149; // 3.00
  let placed = 0;
  while (placed < limitOrders) {
    const i = stream.length;
    if (i % 1_000 === 0) mid = Math.min(midMax, Math.max(midMin, mid + (random() % 3) - 1));
    if (random() % 10 === 0 && rested.length > 0) {
      let id = 0;
      for (let attempt = 0; attempt < 64 && rested.length > 0 && id === 0; attempt += 1) {
        const at = random() % rested.length;
        const candidate = rested[at] as number;
        rested[at] = rested[rested.length - 1] as number;
        rested.pop();
        if (scratch.has(candidate)) id = candidate;
      }
      if (id !== 0) {
        stream.kinds[i] = 1;
        stream.ids[i] = id;
        scratch.cancel(id);
        stream.cancels += 1;
        stream.length += 1;
      }
      continue;
    }
    placed += 1;
    const side = random() & 1;
    const offset = random() % 5;
    const tick = side === 0 ? mid - 2 + offset : mid + 2 - offset;
    const size = 1 + (random() % 100);
    stream.kinds[i] = 0;
    stream.sides[i] = side;
    stream.ticks[i] = tick;
    stream.sizes[i] = size;
    stream.ids[i] = placed;
    stream.idText.push(String(placed));
    scratch.place(placed, side === 0 ? 'back' : 'lay', tick, size);
    if (scratch.has(placed)) rested.push(placed);
    stream.length += 1;
  }
  return stream;
}

type RunResult = { name: string; messages: number; seconds: number; trades: number; matchedCents: number; resting: number };

function runOurs(stream: Stream, length: number): RunResult {
  const book = new ExchangeBook();
  let trades = 0;
  let matchedCents = 0;
  const started = performance.now();
  for (let i = 0; i < length; i += 1) {
    if (stream.kinds[i] === 1) {
      book.cancel(stream.ids[i] as number);
      continue;
    }
    const fills = book.place(stream.ids[i] as number, stream.sides[i] === 0 ? 'back' : 'lay', stream.ticks[i] as number, stream.sizes[i] as number);
    trades += fills;
    for (let f = 0; f < fills; f += 1) matchedCents += book.fillSizeCents(f);
  }
  const seconds = (performance.now() - started) / 1000;
  return { name: 'ExchangeBook (core/exchange)', messages: length, seconds, trades, matchedCents, resting: book.size };
}

/**
 * nodejs-order-book reports per order the makers it emptied (`done`, plus the taker when it was
 * filled completely) and the one maker left partly filled (`partial`); a trade is one maker touched.
 */
function runPackage(stream: Stream, length: number): RunResult {
  const book = new OrderBook();
  let trades = 0;
  let matchedCents = 0;
  let resting = 0;
  const started = performance.now();
  for (let i = 0; i < length; i += 1) {
    const id = stream.idText[stream.ids[i] as number] as string;
    if (stream.kinds[i] === 1) {
      if (book.cancel(id)) resting -= 1;
      continue;
    }
    const size = stream.sizes[i] as number;
    const result = book.limit({ side: stream.sides[i] === 0 ? Side.SELL : Side.BUY, id, size, price: stream.ticks[i] as number });
    const matched = size - result.quantityLeft;
    matchedCents += matched;
    if (result.quantityLeft === 0) trades += result.done.length - 1 + (result.partial === null ? 0 : 1);
    else trades += result.done.length;
    resting += (result.quantityLeft > 0 ? 1 : 0) - (result.done.length - (result.quantityLeft === 0 ? 1 : 0));
  }
  const seconds = (performance.now() - started) / 1000;
  return { name: 'nodejs-order-book 10.1.1', messages: length, seconds, trades, matchedCents, resting };
}

function runReference(stream: Stream, length: number): RunResult {
  const book = new ReferenceBook();
  const fills: Fill[] = [];
  const started = performance.now();
  for (let i = 0; i < length; i += 1) {
    const id = stream.ids[i] as number;
    if (stream.kinds[i] === 0) fills.push(...book.place(id, stream.sides[i] === 0 ? 'back' : 'lay', stream.ticks[i] as number, stream.sizes[i] as number));
    else book.cancel(id);
  }
  const seconds = (performance.now() - started) / 1000;
  const matchedCents = fills.reduce((sum, fill) => sum + fill.sizeCents, 0);
  return { name: 'ReferenceBook (sorted arrays)', messages: length, seconds, trades: fills.length, matchedCents, resting: book.restingOrders().length };
}

function line(result: RunResult): string {
  const perSecond = result.messages / result.seconds;
  return `${result.name.padEnd(32)} ${result.messages.toString().padStart(9)} msgs in ${result.seconds.toFixed(3)} s = ${(perSecond / 1e6).toFixed(2).padStart(6)} M msgs/s  trades ${result.trades}  matched ${result.matchedCents}  resting ${result.resting}`;
}

export function reportExchange(): void {
  const stream = buildStream(20_261_124);
  console.log(`exchange stream: ${limitOrders} limit orders + ${stream.cancels} cancels of resting orders = ${stream.length} messages (seed 20261124)`);
  // Warm-up on a prefix (fresh books, results discarded) so that both are measured JIT-compiled.
  runOurs(stream, Math.min(stream.length, 100_000));
  runPackage(stream, Math.min(stream.length, 100_000));
  const ours = runOurs(stream, stream.length);
  const theirs = runPackage(stream, stream.length);
  console.log(line(ours));
  console.log(line(theirs));
  const agree = ours.trades === theirs.trades && ours.matchedCents === theirs.matchedCents && ours.resting === theirs.resting;
  console.log(`ratio ExchangeBook / nodejs-order-book: ${(theirs.seconds / ours.seconds).toFixed(1)}x; trades, matched volume and resting orders ${agree ? 'agree' : 'DIFFER'}`);
  const prefix = Math.min(stream.length, referencePrefix);
  const reference = runReference(stream, prefix);
  const oursPrefix = runOurs(stream, prefix);
  console.log(`${line(reference)} (first ${prefix} messages)`);
  console.log(`ExchangeBook on the same prefix: trades ${oursPrefix.trades}, matched ${oursPrefix.matchedCents}, resting ${oursPrefix.resting}: ${oursPrefix.trades === reference.trades && oursPrefix.matchedCents === reference.matchedCents && oursPrefix.resting === reference.resting ? 'agree' : 'DIFFER'}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) reportExchange();
