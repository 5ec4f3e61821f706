import { createHash, createHmac } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { actBlackjack, blackjackReturnCents, startBlackjack } from '../packages/core/src/casino/blackjack';
import { blackjackBasicStrategyRtp } from '../packages/core/src/casino/blackjack-rtp';
import { basicStrategyAction } from '../packages/core/src/casino/blackjack-strategy';
import { classicSlotReturnCents, classicSlotRtp, playClassicSlot } from '../packages/core/src/casino/classic-slot';
import { FairStream, hexToBytes, hmacSha256Keyed, type MacFunction } from '../packages/core/src/casino/fairness';
import { rationalToNumber } from '../packages/core/src/casino/rational';
import { rouletteRtp, settleRoulette, spinRoulette, type RouletteSelection } from '../packages/core/src/casino/roulette';
import { playVideoSlot, videoSlotReturnCents, videoSlotRtp } from '../packages/core/src/casino/video-slot';

/**
 * `npm run bench` (or `npx tsx bench/casino.bench.ts` alone): every game played round after round
 * through the same core code a player's round goes through (FairStream from seeds, the game's play
 * function, its pricing), the simulated RTP printed beside the exact one with its 99% confidence
 * interval (mean ± 2.576 sd / √n, GLI-11 style) and rounds per second.
 *
 * Seeds are derived, so every run plays the same rounds: server seed k of a game (a rotation every
 * 100,000 rounds) is SHA-256(`casino-bench:<game>:<k>`), its client seed `bench-<game>-<k>`, nonces
 * 0, 1, 2, … under it. Rounds per game: 10,000,000, or fewer when the game's time budget
 * (CASINO_BENCH_SECONDS, default 200: 10,000,000 rounds of each game take about 1-2.5 minutes on a
 * 2-core machine, under 6 minutes for the four) runs out first; the count used is
 * printed. CASINO_BENCH_ROUNDS=n plays exactly n rounds per game (no time budget).
 * CASINO_BENCH_HMAC=node swaps the pure HMAC-SHA256 for node:crypto's (the same bytes, faster).
 */
const roundsOverride = process.env.CASINO_BENCH_ROUNDS ? Math.max(1_000, Number(process.env.CASINO_BENCH_ROUNDS)) : undefined;
const maxRounds = roundsOverride ?? 10_000_000;
const budgetSeconds = roundsOverride ? Infinity : Math.max(1, Number(process.env.CASINO_BENCH_SECONDS ?? 200));
const hmacKind = process.env.CASINO_BENCH_HMAC === 'node' ? 'node' : 'pure';
const roundsPerSeed = 100_000;

function macFor(serverSeedHex: string): MacFunction {
  if (hmacKind === 'pure') return hmacSha256Keyed(hexToBytes(serverSeedHex));
  const key = Buffer.from(serverSeedHex, 'hex');
  return (message) => createHmac('sha256', key).update(message).digest();
}

/** Streams for rounds 0, 1, …: a fresh server seed every `roundsPerSeed` rounds, nonce counting within. */
function* streams(seed: number): Generator<FairStream> {
  let mac: MacFunction = () => new Uint8Array(32);
  let clientSeed = '';
  for (let round = 0; ; round += 1) {
    if (round % roundsPerSeed === 0) {
      const k = round / roundsPerSeed;
      mac = macFor(createHash('sha256').update(`casino-bench:${seed}:${k}`).digest('hex'));
      clientSeed = `bench-${seed}-${k}`;
    }
    yield new FairStream(mac, clientSeed, round % roundsPerSeed);
  }
}

type Result = { game: string; rounds: number; seconds: number; mean: number; sd: number; exact: number };

/** Plays up to `maxRounds` rounds within the time budget, `round` giving each one's return per unit of (initial) stake. */
function run(game: string, seed: number, exact: number, round: (stream: FairStream, i: number) => number): Result {
  let sum = 0;
  let squares = 0;
  const started = performance.now();
  let rounds = 0;
  for (const stream of streams(seed)) {
    const x = round(stream, rounds);
    sum += x;
    squares += x * x;
    rounds += 1;
    if (rounds >= maxRounds || (rounds % 1_000 === 0 && performance.now() - started > budgetSeconds * 1000)) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const mean = sum / rounds;
  return { game, rounds, seconds, mean, sd: Math.sqrt(Math.max(0, squares / rounds - mean * mean)), exact };
}

function line(result: Result): string {
  const half = (2.576 * result.sd) / Math.sqrt(result.rounds);
  const inside = Math.abs(result.mean - result.exact) <= half;
  const pct = (x: number) => `${(100 * x).toFixed(3)}%`;
  return `${result.game.padEnd(13)} ${result.rounds.toLocaleString('en-US').padStart(11)} rounds  simulated ${pct(result.mean)}  99% CI [${pct(result.mean - half)}, ${pct(result.mean + half)}]  exact ${pct(result.exact)} ${inside ? 'inside' : 'OUTSIDE'}  sd ${result.sd.toFixed(2)}  ${Math.round(result.rounds / result.seconds).toLocaleString('en-US')} rounds/s in ${result.seconds.toFixed(1)} s`;
}

/** Roulette bets cycled round by round (every one returns 36/37). */
const rouletteBets: RouletteSelection[] = [
  { kind: 'straight', numbers: [17] }, { kind: 'split', numbers: [0, 2] }, { kind: 'street', numbers: [10, 11, 12] },
  { kind: 'corner', numbers: [25, 26, 28, 29] }, { kind: 'sixLine', numbers: [1, 2, 3, 4, 5, 6] }, { kind: 'dozen', index: 3 },
  { kind: 'column', index: 1 }, { kind: 'red' }, { kind: 'even' }, { kind: 'high' },
];

export function reportCasino(): void {
  const budget = roundsOverride ? `exactly ${maxRounds} (CASINO_BENCH_ROUNDS)` : `up to ${maxRounds.toLocaleString('en-US')} or ${budgetSeconds} s (CASINO_BENCH_SECONDS)`;
  console.log(`casino: HMAC-SHA256 ${hmacKind === 'pure' ? 'pure TypeScript (core fairness.ts)' : 'node:crypto (CASINO_BENCH_HMAC=node)'}; rounds per game ${budget}`);
  const bets = rouletteBets.map((selection) => [{ ...selection, stakeCents: 100 }]);
  console.log(line(run('roulette', 1, rationalToNumber(rouletteRtp({ kind: 'red' })), (stream, i) => {
    return settleRoulette(spinRoulette(stream), bets[i % bets.length] ?? []).returnCents / 100;
  })));
  console.log(line(run('classic slot', 2, rationalToNumber(classicSlotRtp()), (stream) => {
    return classicSlotReturnCents(playClassicSlot(stream), 5, 1) / 5;
  })));
  console.log(line(run('video slot', 3, rationalToNumber(videoSlotRtp().total), (stream) => {
    return videoSlotReturnCents(playVideoSlot(stream), 20) / 20;
  })));
  const blackjackExact = blackjackBasicStrategyRtp().rtp;
  console.log(line(run('blackjack', 4, blackjackExact, (stream) => {
    let state = startBlackjack(stream);
    while (state.phase !== 'settled') state = actBlackjack(state, basicStrategyAction(state));
    const money = blackjackReturnCents(state, 100);
    return (100 + money.totalReturnCents - money.totalStakeCents) / 100;
  })));
  console.log('blackjack: per initial stake (doubles and splits add stake), basic strategy, insurance declined; exact by the combinatorial analysis (blackjack-rtp.ts)');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) reportCasino();
