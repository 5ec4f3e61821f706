import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { impliedProbabilitySum, priceWithMargin } from './margin';
import type { MarginMethod } from './margin';
import { bookOddsMilliMin, fairProbabilityMax, impliedSumTolerance } from './limits';

/** Random fair distributions of 2 or 3 outcomes with the favourite below the tradeable cap. */
const fairDistribution = fc
  .array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 })
  .map((weights) => {
    const total = weights.reduce((s, w) => s + w, 0);
    return weights.map((w) => w / total);
  })
  .filter((p) => Math.max(...p) <= fairProbabilityMax);

const methods: MarginMethod[] = ['power', 'proportional'];

describe('priceWithMargin', () => {
  it.each(methods)('%s: implied probabilities sum to 1 + margin within the tolerance', (method) => {
    fc.assert(
      fc.property(fairDistribution, fc.integer({ min: 0, max: 2_000 }), (fair, marginBp) => {
        const priced = priceWithMargin(fair, { marginBp, method });
        expect(priced.ok).toBe(true);
        if (!priced.ok) return;
        expect(Math.abs(impliedProbabilitySum(priced.value) - (1 + marginBp / 10_000))).toBeLessThanOrEqual(impliedSumTolerance);
        for (const odds of priced.value) {
          expect(Number.isInteger(odds)).toBe(true);
          expect(odds).toBeGreaterThanOrEqual(bookOddsMilliMin);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(methods)('%s: a likelier outcome never gets longer odds', (method) => {
    fc.assert(
      fc.property(fairDistribution, (fair) => {
        const priced = priceWithMargin(fair, { marginBp: 500, method });
        if (!priced.ok) return;
        for (let i = 0; i < fair.length; i += 1) {
          for (let j = 0; j < fair.length; j += 1) {
            if ((fair[i] ?? 0) > (fair[j] ?? 0) + 0.01) expect(priced.value[i] ?? 0).toBeLessThanOrEqual(priced.value[j] ?? 0);
          }
        }
      }),
    );
  });

  it('gives fair odds at zero margin and puts more margin on the longshot with the power method', () => {
    const fair = priceWithMargin([0.5, 0.5], { marginBp: 0, method: 'power' });
    expect(fair.ok && fair.value).toEqual([2000, 2000]);
    const power = priceWithMargin([0.8, 0.2], { marginBp: 500, method: 'power' });
    const proportional = priceWithMargin([0.8, 0.2], { marginBp: 500, method: 'proportional' });
    expect(power.ok && proportional.ok).toBe(true);
    if (!power.ok || !proportional.ok) return;
    // Proportional: 1 / (0.8 x 1.05) = 1.190, 1 / (0.2 x 1.05) = 4.762, give or take a nudge.
    expect(Math.abs((proportional.value[0] ?? 0) - 1190)).toBeLessThanOrEqual(2);
    expect(Math.abs((proportional.value[1] ?? 0) - 4762)).toBeLessThanOrEqual(30);
    expect(power.value[0]).toBeGreaterThan(proportional.value[0] ?? 0);
    expect(power.value[1]).toBeLessThan(proportional.value[1] ?? 0);
  });

  it('refuses a market that is too decided to trade', () => {
    const priced = priceWithMargin([0.99, 0.01], { marginBp: 500, method: 'power' });
    expect(priced.ok).toBe(false);
    if (!priced.ok) expect(priced.code).toBe('MARGIN_UNPRICEABLE');
  });
});
