import { describe, expect, it } from 'vitest';
import { adminCasinoGamePatchSchema, playCasinoRoundRequestSchema } from './casino-contract';

describe('casino contract', () => {
  it('parses each game into cents', () => {
    expect(playCasinoRoundRequestSchema.parse({ game: 'video-slot', stake: '1.20', requestId: 'abcdefgh' })).toEqual({ game: 'video-slot', stake: 120, requestId: 'abcdefgh', useBonus: false });
    expect(playCasinoRoundRequestSchema.parse({ game: 'blackjack', stake: 1, requestId: 'abcdefgh', useBonus: true })).toMatchObject({ useBonus: true });
    expect(playCasinoRoundRequestSchema.parse({ game: 'classic-slot', stake: 0.5, requestId: 'abcdefgh' })).toMatchObject({ lines: 5, stake: 50 });
    const roulette = playCasinoRoundRequestSchema.parse({ game: 'roulette', bets: [{ kind: 'straight', numbers: [17], stake: 1 }, { kind: 'dozen', index: 2, stake: '2.5' }], requestId: 'abcdefgh' });
    expect(roulette).toMatchObject({ bets: [{ kind: 'straight', numbers: [17], stake: 100 }, { kind: 'dozen', index: 2, stake: 250 }] });
  });

  it('names the field of bad input', () => {
    const bad = playCasinoRoundRequestSchema.safeParse({ game: 'blackjack', stake: '1.234', requestId: 'abcdefgh' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['stake']);
    const unknownNumber = playCasinoRoundRequestSchema.safeParse({ game: 'roulette', bets: [{ kind: 'straight', numbers: [37], stake: 1 }], requestId: 'abcdefgh' });
    expect(unknownNumber.error?.issues[0]?.path).toEqual(['bets', 0, 'numbers', 0]);
    expect(playCasinoRoundRequestSchema.safeParse({ game: 'poker', stake: 1, requestId: 'abcdefgh' }).error?.issues[0]?.path).toEqual(['game']);
  });

  it('reads a staff patch', () => {
    expect(adminCasinoGamePatchSchema.parse({ maxStake: '100' })).toEqual({ minStakeCents: undefined, maxStakeCents: 10000 });
    expect(adminCasinoGamePatchSchema.safeParse({}).success).toBe(false);
  });
});
