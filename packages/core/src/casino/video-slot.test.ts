import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FairStream } from './fairness';
import { addRational, rational, rationalToDecimal } from './rational';
import { playVideoSlot, videoLinePays, videoSlot, videoSlotPaylines, videoSlotReturnCents, videoSlotRtp, type VideoSlotDefinition, type VideoSymbol } from './video-slot';

const scripted = (values: number[]) => ({ int: (n: number) => { const v = values.shift(); if (v === undefined) throw new Error('script ran out'); expect(v).toBeLessThan(n); return v; } });
const line = (text: string) => text.split('') as VideoSymbol[];

describe('video slot lines', () => {
  it('pays from the leftmost reel, wilds standing for any symbol but the scatter', () => {
    expect(videoLinePays(line('DDDKQ')).pays).toBe(25);
    expect(videoLinePays(line('DWDDQ'))).toEqual({ symbol: 'D', count: 4, pays: 100 });
    expect(videoLinePays(line('WWWWD'))).toEqual({ symbol: 'D', count: 5, pays: 500 });
    expect(videoLinePays(line('WWWNK'))).toEqual({ symbol: 'W', count: 3, pays: 50 });
    expect(videoLinePays(line('WWWWW'))).toEqual({ symbol: 'W', count: 5, pays: 1000 });
    expect(videoLinePays(line('WWSDD')).pays).toBe(0);
    expect(videoLinePays(line('KDDDD')).pays).toBe(0);
    expect(videoLinePays(line('SSSSS')).pays).toBe(0);
  });

  it('has 20 different paylines of 5 rows each and one scatter per reel', () => {
    expect(new Set(videoSlotPaylines.map((rows) => rows.join(''))).size).toBe(20);
    for (const strip of videoSlot.strips) expect(strip.filter((s) => s === 'S')).toHaveLength(1);
  });
});

describe('video slot RTP', () => {
  it('is exactly 33703542668413/35102466936250 = 96.0147% (free spins included)', () => {
    const rtp = videoSlotRtp();
    expect(rtp.total).toEqual(rational(33703542668413n, 35102466936250n));
    expect(rationalToDecimal(rtp.total, 10)).toBe('0.9601474087');
    expect(rationalToDecimal(rtp.lines, 10)).toBe('0.8014295024');
    expect(rationalToDecimal(rtp.trigger, 10)).toBe('0.0056083691');
    expect(rationalToDecimal(rtp.freeSpinsPerTrigger, 6)).toBe('10.594160');
  });

  it('agrees on the base spin with playing every stop combination of small reels', () => {
    const small: VideoSlotDefinition = {
      ...videoSlot,
      strips: [line('WSDA'), line('DWKS'), line('DAWN'), line('SDWQ'), line('ADSW')],
      freeSpinsAwarded: 0,
    };
    let total = 0;
    let rounds = 0;
    const stops = (i: number) => [0, 1, 2, 3, 4].map((reel) => Math.floor(i / 4 ** reel) % 4);
    for (let i = 0; i < 4 ** 5; i += 1) {
      total += playVideoSlot(scripted(stops(i)), small).winLineStakes;
      rounds += 1;
    }
    const rtp = videoSlotRtp(small);
    expect(rational(BigInt(total), BigInt(rounds * 20))).toEqual(addRational(rtp.lines, rtp.scatter));
    expect(rtp.total).toEqual(addRational(rtp.lines, rtp.scatter));
  });
});

describe('video slot rounds', () => {
  const scatterStop = (reel: number) => (videoSlot.strips[reel] as VideoSymbol[]).indexOf('S');
  /** A stop whose window shows no scatter. */
  const quietStop = (reel: number) => (scatterStop(reel) + 5) % (videoSlot.strips[reel] as VideoSymbol[]).length;

  it('awards 10 free spins at x3 on three scatters, and 10 more on a retrigger', () => {
    const trigger = [scatterStop(0), scatterStop(1), scatterStop(2), quietStop(3), quietStop(4)];
    const quiet = [0, 1, 2, 3, 4].map(quietStop);
    const script = [...trigger, ...trigger, ...Array.from({ length: 19 }, () => quiet).flat()];
    const round = playVideoSlot(scripted(script));
    expect(round.base.scatters).toBe(3);
    expect(round.base.scatterPays).toBe(2);
    expect(round.freeSpins).toHaveLength(20);
    expect(round.freeSpins[0]?.multiplier).toBe(3);
    expect(round.freeSpins[0]?.winLineStakes).toBe(3 * round.base.winLineStakes);
    expect(round.winLineStakes).toBe(round.base.winLineStakes + round.freeSpins.reduce((sum, spin) => sum + spin.winLineStakes, 0));
  });

  it('pays whole cents for stakes in multiples of 20 cents and refuses others', () => {
    fc.assert(fc.property(fc.nat(), fc.integer({ min: 1, max: 500 }), (nonce, units) => {
      const round = playVideoSlot(FairStream.fromSeeds({ serverSeedHex: 'cd'.repeat(32), clientSeed: 'video', nonce }));
      expect(videoSlotReturnCents(round, units * 20)).toBe(round.winLineStakes * units);
    }), { numRuns: 200 });
    const round = playVideoSlot(FairStream.fromSeeds({ serverSeedHex: 'cd'.repeat(32), clientSeed: 'video', nonce: 1 }));
    expect(() => videoSlotReturnCents(round, 30)).toThrow(/stakeCents/);
  });
});
