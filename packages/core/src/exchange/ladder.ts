/**
 * The Betfair price ladder: 350 prices from 1.01 to 1000, in integer thousandths (`priceMilli`,
 * 2.5 is 2500) and as a tick index (0 is 1.01, 349 is 1000). A price off the ladder has no tick.
 */

/** One band of the ladder: prices in (fromMilli, toMilli] step by stepMilli. */
type Band = { readonly fromMilli: number; readonly toMilli: number; readonly stepMilli: number; readonly firstTick: number };

const bandSpecs: ReadonlyArray<readonly [fromMilli: number, toMilli: number, stepMilli: number]> = [
  [1_000, 2_000, 10],
  [2_000, 3_000, 20],
  [3_000, 4_000, 50],
  [4_000, 6_000, 100],
  [6_000, 10_000, 200],
  [10_000, 20_000, 500],
  [20_000, 30_000, 1_000],
  [30_000, 50_000, 2_000],
  [50_000, 100_000, 5_000],
  [100_000, 1_000_000, 10_000],
];

const bands: readonly Band[] = (() => {
  const out: Band[] = [];
  let firstTick = 0;
  for (const [fromMilli, toMilli, stepMilli] of bandSpecs) {
    out.push({ fromMilli, toMilli, stepMilli, firstTick });
    firstTick += (toMilli - fromMilli) / stepMilli;
  }
  return out;
})();

/** Number of prices on the ladder (350). */
export const tickCount = bands.reduce((sum, band) => sum + (band.toMilli - band.fromMilli) / band.stepMilli, 0);
export const tickMin = 0;
export const tickMax = tickCount - 1;
/** 1.01 */
export const priceMilliMin = 1_010;
/** 1000 */
export const priceMilliMax = 1_000_000;

/** Price of every tick, built once: tick → thousandths. */
const priceOfTick: Int32Array = (() => {
  const prices = new Int32Array(tickCount);
  for (const band of bands) {
    const steps = (band.toMilli - band.fromMilli) / band.stepMilli;
    for (let i = 1; i <= steps; i += 1) prices[band.firstTick + i - 1] = band.fromMilli + i * band.stepMilli;
  }
  return prices;
})();

/** The tick of an on-ladder price in thousandths, or -1 when the price is not on the ladder. */
export function priceToTick(priceMilli: number): number {
  if (!Number.isInteger(priceMilli) || priceMilli < priceMilliMin || priceMilli > priceMilliMax) return -1;
  for (const band of bands) {
    if (priceMilli > band.toMilli) continue;
    const offset = priceMilli - band.fromMilli;
    if (offset % band.stepMilli !== 0) return -1;
    return band.firstTick + offset / band.stepMilli - 1;
  }
  return -1;
}

export function isTick(tick: number): boolean {
  return Number.isInteger(tick) && tick >= tickMin && tick <= tickMax;
}

/** The price in thousandths of a tick; throws on an index off the ladder. */
export function tickToPrice(tick: number): number {
  if (!isTick(tick)) throw new RangeError(`tick ${tick} is not on the ladder (0..${tickMax})`);
  return priceOfTick[tick] as number;
}

export function isOnLadder(priceMilli: number): boolean {
  return priceToTick(priceMilli) >= 0;
}

/** The next higher ladder price in thousandths, or -1 above 1000 or off the ladder. */
export function nextPrice(priceMilli: number): number {
  const tick = priceToTick(priceMilli);
  return tick < 0 || tick === tickMax ? -1 : tickToPrice(tick + 1);
}

/** The next lower ladder price in thousandths, or -1 below 1.01 or off the ladder. */
export function previousPrice(priceMilli: number): number {
  const tick = priceToTick(priceMilli);
  return tick <= 0 ? -1 : tickToPrice(tick - 1);
}

/** The tick `steps` ticks away, clamped to the ladder (negative steps go down). */
export function tickOffset(tick: number, steps: number): number {
  if (!isTick(tick)) throw new RangeError(`tick ${tick} is not on the ladder (0..${tickMax})`);
  return Math.min(tickMax, Math.max(tickMin, tick + Math.trunc(steps)));
}
