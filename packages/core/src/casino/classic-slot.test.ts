import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classicLinePays, classicLineWinningReels, classicSlot, classicSlotPaylines, classicSlotReturnCents, classicSlotRtp, classicSlotStakeCents, playClassicSlot } from './classic-slot';
import { FairStream } from './fairness';
import { rational, rationalToDecimal } from './rational';

/** A stream that answers int(n) from a script (the stops), for exhaustive checks. */
const scripted = (values: number[]) => ({ int: (n: number) => { const v = values.shift() as number; expect(v).toBeLessThan(n); return v; } });

describe('classic slot', () => {
  it('pays three of a kind, any bars and cherries by count', () => {
    expect(classicLinePays(['seven', 'seven', 'seven'])).toBe(100);
    expect(classicLinePays(['bar3', 'bar3', 'bar3'])).toBe(60);
    expect(classicLinePays(['bar1', 'bar3', 'bar2'])).toBe(6);
    expect(classicLinePays(['cherry', 'cherry', 'cherry'])).toBe(20);
    expect(classicLinePays(['blank', 'cherry', 'cherry'])).toBe(6);
    expect(classicLinePays(['cherry', 'bell', 'seven'])).toBe(2);
    expect(classicLinePays(['blank', 'blank', 'blank'])).toBe(0);
    expect(classicLinePays(['seven', 'seven', 'bell'])).toBe(0);
  });

  it('names the reels that make a line pay: all three, or only the cherries', () => {
    expect(classicLineWinningReels(['seven', 'seven', 'seven'])).toEqual([0, 1, 2]);
    expect(classicLineWinningReels(['bar1', 'bar3', 'bar2'])).toEqual([0, 1, 2]);
    expect(classicLineWinningReels(['blank', 'cherry', 'cherry'])).toEqual([1, 2]);
    expect(classicLineWinningReels(['cherry', 'bell', 'seven'])).toEqual([0]);
    expect(classicLineWinningReels(['seven', 'seven', 'bell'])).toEqual([]);
    expect(classicLineWinningReels(['blank', 'blank', 'blank'])).toEqual([]);
  });

  it('has an exact RTP of 37735/39304 = 96.008%, the same on each of the 5 lines', () => {
    const rtp = classicSlotRtp();
    expect(rtp).toEqual(rational(37735n, 39304n));
    expect(rationalToDecimal(rtp, 10)).toBe('0.9600803989');
  });

  it('agrees with playing every one of the 34^3 stop combinations through playClassicSlot', () => {
    const lengths = classicSlot.strips.map((strip) => strip.length);
    const totals = classicSlotPaylines.map(() => 0);
    for (let a = 0; a < (lengths[0] as number); a += 1) {
      for (let b = 0; b < (lengths[1] as number); b += 1) {
        for (let c = 0; c < (lengths[2] as number); c += 1) {
          playClassicSlot(scripted([a, b, c])).linePays.forEach((pays, line) => { totals[line] = (totals[line] as number) + pays; });
        }
      }
    }
    const combinations = BigInt(lengths.reduce((p, l) => p * l, 1));
    for (const total of totals) expect(rational(BigInt(total), combinations)).toEqual(classicSlotRtp());
  });

  it('prices a round by lines and line stake only, in whole cents', () => {
    fc.assert(fc.property(fc.nat(), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 10_000 }), (nonce, lines, lineStakeCents) => {
      const round = playClassicSlot(FairStream.fromSeeds({ serverSeedHex: 'ab'.repeat(32), clientSeed: 'classic', nonce }));
      expect(round.grid).toHaveLength(3);
      const paid = classicSlotReturnCents(round, lines, lineStakeCents);
      expect(paid).toBe(round.linePays.slice(0, lines).reduce((a, b) => a + b, 0) * lineStakeCents);
      expect(classicSlotStakeCents(lines, lineStakeCents)).toBe(lines * lineStakeCents);
    }), { numRuns: 200 });
    expect(() => classicSlotStakeCents(6, 10)).toThrow(/lines/);
    expect(() => classicSlotStakeCents(1, 0.5)).toThrow(/lineStakeCents/);
  });
});
