import { describe, expect, it } from 'vitest';
import { AssertionError } from '../control/control';
import * as validation from './validation';

const limits: validation.PlacementLimits = { stakeMinCents: 100, stakeMaxCents: 100_000, payoutMaxCents: 1_000_000, stakeFactorBp: 10_000 };
const market = (odds: number | 'suspended', eventId = 'e1', status: validation.LegMarket['status'] = 'open'): validation.LegMarket => ({ eventId, status, odds });
const legReq = (n: number, requestedOdds: number, stakeCents = 0): validation.SlipLegRequest => ({
  gameId: `e${n}`,
  optionId: `o${n}`,
  requestedOdds,
  stakeCents,
});
const slip = (betType: validation.SlipRequest['betType'], legs: validation.SlipLegRequest[], totalStakeCents = 0, acceptOddsChanges: validation.SlipRequest['acceptOddsChanges'] = 'none'): validation.SlipRequest => ({
  betType,
  legs,
  totalStakeCents,
  acceptOddsChanges,
});
const marketsFor = (legs: validation.SlipLegRequest[]) => legs.map((l) => market(l.requestedOdds, l.gameId));

describe('parsing', () => {
  it('stakes: at most 2 decimals, from numbers or numeric strings, not negative', () => {
    expect(validation.parseStake(12.5)).toEqual({ ok: true, value: 1_250 });
    expect(validation.parseStake('0.10')).toEqual({ ok: true, value: 10 });
    expect(validation.parseStake(1.005)).toMatchObject({ ok: false, code: 'BETSLIP_STAKE_INVALID' });
    expect(validation.parseStake(-1)).toMatchObject({ ok: false, code: 'BETSLIP_STAKE_INVALID' });
    expect(validation.parseStake('abc', 2)).toMatchObject({ ok: false, code: 'BETSLIP_STAKE_INVALID', legIndex: 2 });
  });

  it('odds: at most 3 decimals, within 1.001..1000, read from the text', () => {
    expect(validation.parseRequestedOdds(1.85)).toEqual({ ok: true, value: 1_850 });
    expect(validation.parseRequestedOdds('2.1')).toEqual({ ok: true, value: 2_100 });
    expect(validation.parseRequestedOdds(1.0001)).toMatchObject({ code: 'BETSLIP_ODDS_INVALID' });
    expect(validation.parseRequestedOdds(1)).toMatchObject({ code: 'BETSLIP_ODDS_INVALID' });
    expect(validation.parseRequestedOdds('suspended')).toMatchObject({ code: 'BETSLIP_ODDS_INVALID' });
  });
});

describe('per leg', () => {
  it('market must exist, be open and priced', () => {
    expect(validation.checkLegMarket(market(1_850))).toEqual({ ok: true, value: 1_850 });
    expect(validation.checkLegMarket(null, 1)).toMatchObject({ code: 'BETSLIP_SELECTION_NOT_FOUND', legIndex: 1 });
    expect(validation.checkLegMarket(market(1_850, 'e1', 'suspended'))).toMatchObject({ code: 'BETSLIP_MARKET_SUSPENDED' });
    expect(validation.checkLegMarket(market('suspended'))).toMatchObject({ code: 'BETSLIP_MARKET_SUSPENDED', currentOdds: 'suspended' });
    expect(validation.checkLegMarket(market(1_850, 'e1', 'closed'))).toMatchObject({ code: 'BETSLIP_MARKET_CLOSED' });
  });

  it('odds acceptance: none, higher, any; struck at the current price', () => {
    expect(validation.checkOddsAcceptance('none', 2_000, 2_000)).toEqual({ ok: true, value: 2_000 });
    expect(validation.checkOddsAcceptance('none', 2_000, 2_100, 0)).toMatchObject({ code: 'BETSLIP_ODDS_CHANGED', currentOdds: 2_100, legIndex: 0 });
    expect(validation.checkOddsAcceptance('higher', 2_000, 2_100)).toEqual({ ok: true, value: 2_100 });
    expect(validation.checkOddsAcceptance('higher', 2_000, 1_900)).toMatchObject({ code: 'BETSLIP_ODDS_CHANGED', currentOdds: 1_900 });
    expect(validation.checkOddsAcceptance('any', 2_000, 1_900)).toEqual({ ok: true, value: 1_900 });
  });
});

describe('limits', () => {
  it('stake between the minimum and the maximum scaled by the stake factor', () => {
    expect(validation.checkStake(100, limits)).toEqual({ ok: true, value: 100 });
    expect(validation.checkStake(99, limits)).toMatchObject({ code: 'BETSLIP_STAKE_TOO_LOW', limitCents: 100 });
    expect(validation.checkStake(100_001, limits)).toMatchObject({ code: 'BETSLIP_STAKE_TOO_HIGH', limitCents: 100_000 });
    const halved = { ...limits, stakeFactorBp: 5_000 };
    expect(validation.effectiveStakeMaxCents(halved)).toBe(50_000);
    expect(validation.checkStake(50_001, halved)).toMatchObject({ code: 'BETSLIP_STAKE_TOO_HIGH', limitCents: 50_000 });
    expect(validation.effectiveStakeMaxCents({ ...limits, stakeMaxCents: 333, stakeFactorBp: 3_333 })).toBe(110); // 110.9889 floored
    expect(validation.checkStake(100, { ...limits, stakeFactorBp: 0 })).toMatchObject({ code: 'BETSLIP_STAKE_TOO_HIGH', limitCents: 0 });
    expect(() => validation.effectiveStakeMaxCents({ ...limits, stakeFactorBp: 100_001 })).toThrow(AssertionError);
  });

  it('payout and funds', () => {
    expect(validation.checkPayout(1_000_000, limits)).toEqual({ ok: true, value: 1_000_000 });
    expect(validation.checkPayout(1_000_001, limits)).toMatchObject({ code: 'BETSLIP_PAYOUT_TOO_HIGH', limitCents: 1_000_000 });
    expect(validation.checkFunds(500, 500)).toEqual({ ok: true, value: 500 });
    expect(validation.checkFunds(499, 500)).toMatchObject({ code: 'BETSLIP_INSUFFICIENT_FUNDS' });
  });
});

describe('per slip (seed section 5 and 9)', () => {
  it('multi and system need at least 3 bets; a slip is never empty nor above the maximum', () => {
    expect(validation.checkLegCount('single', 1)).toEqual({ ok: true, value: 1 });
    expect(validation.checkLegCount('multi', 2)).toMatchObject({ code: 'BETSLIP_TOO_FEW_LEGS' });
    expect(validation.checkLegCount('system', 2)).toMatchObject({ code: 'BETSLIP_TOO_FEW_LEGS' });
    expect(validation.checkLegCount('multi', 3)).toEqual({ ok: true, value: 3 });
    expect(validation.checkLegCount('single', 0)).toMatchObject({ code: 'BETSLIP_EMPTY' });
    expect(validation.checkLegCount('single', 21)).toMatchObject({ code: 'BETSLIP_TOO_MANY_LEGS' });
  });

  it('one selection per event in a multi or system; never a selection twice', () => {
    const sameEvent = [{ optionId: 'a', eventId: 'e1' }, { optionId: 'b', eventId: 'e1' }];
    expect(validation.checkSelections('single', sameEvent)).toEqual({ ok: true, value: null });
    expect(validation.checkSelections('multi', sameEvent)).toMatchObject({ code: 'BETSLIP_SAME_EVENT', legIndex: 1 });
    expect(validation.checkSelections('system', sameEvent)).toMatchObject({ code: 'BETSLIP_SAME_EVENT', legIndex: 1 });
    expect(validation.checkSelections('single', [{ optionId: 'a', eventId: 'e1' }, { optionId: 'a', eventId: 'e1' }])).toMatchObject({
      code: 'BETSLIP_DUPLICATE_SELECTION',
    });
  });
});

describe('validateSlip', () => {
  it('singles: one ticket per staked bet; a bet with no stake is not placed', () => {
    const legs = [legReq(1, 2_000, 1_000), legReq(2, 1_500, 0), legReq(3, 3_000, 500)];
    const result = validation.validateSlip(slip('single', legs), [market(2_000, 'e1'), market('suspended', 'e2'), market(3_000, 'e3')], limits);
    expect(result).toEqual({
      ok: true,
      value: {
        acceptedOdds: [2_000, null, 3_000],
        totalStakeCents: 1_500,
        tickets: [
          { betType: 'single', stakeCents: 1_000, legIndexes: [0], potentialReturnCents: 2_000 },
          { betType: 'single', stakeCents: 500, legIndexes: [2], potentialReturnCents: 1_500 },
        ],
      },
    });
    expect(validation.validateSlip(slip('single', [legReq(1, 2_000)]), [market(2_000)], limits)).toMatchObject({ code: 'BETSLIP_STAKE_TOO_LOW' });
  });

  it('multi: one ticket, product of odds x total stake', () => {
    const legs = [legReq(1, 2_000), legReq(2, 1_500), legReq(3, 3_000)];
    const result = validation.validateSlip(slip('multi', legs, 1_000), marketsFor(legs), limits);
    expect(result.ok && result.value.tickets).toEqual([{ betType: 'multi', stakeCents: 1_000, legIndexes: [0, 1, 2], potentialReturnCents: 9_000 }]);
  });

  it('system: exactly the first three bets, the seed formula for the return', () => {
    const legs = [legReq(1, 2_000), legReq(2, 1_500), legReq(3, 3_000), legReq(4, 9_000)];
    const markets = [...marketsFor(legs).slice(0, 3), market('suspended', 'e4')];
    const result = validation.validateSlip(slip('system', legs, 3_000), markets, limits);
    expect(result.ok && result.value.tickets).toEqual([{ betType: 'system', stakeCents: 3_000, legIndexes: [0, 1, 2], potentialReturnCents: 13_500 }]);
    expect(result.ok && result.value.acceptedOdds).toEqual([2_000, 1_500, 3_000, null]);
  });

  it('rejects a multi with two selections of one event, using the server event of each market', () => {
    const legs = [legReq(1, 2_000), legReq(2, 1_500), legReq(3, 3_000)];
    const markets = [market(2_000, 'e1'), market(1_500, 'e2'), market(3_000, 'e1')];
    expect(validation.validateSlip(slip('multi', legs, 1_000), markets, limits)).toMatchObject({ code: 'BETSLIP_SAME_EVENT', legIndex: 2 });
  });

  it('reports a changed price with the new odds, unless the preference accepts it', () => {
    const legs = [legReq(1, 2_000), legReq(2, 1_500), legReq(3, 3_000)];
    const markets = [market(2_000, 'e1'), market(1_600, 'e2'), market(3_000, 'e3')];
    expect(validation.validateSlip(slip('multi', legs, 1_000, 'none'), markets, limits)).toMatchObject({
      code: 'BETSLIP_ODDS_CHANGED',
      legIndex: 1,
      currentOdds: 1_600,
    });
    const accepted = validation.validateSlip(slip('multi', legs, 1_000, 'higher'), markets, limits);
    expect(accepted.ok && accepted.value.tickets[0]!.potentialReturnCents).toBe(9_600);
  });

  it('rejects a suspended leg, a stake over the maximum and a payout over the maximum', () => {
    const legs = [legReq(1, 2_000), legReq(2, 1_500), legReq(3, 3_000)];
    const suspended = [market(2_000, 'e1'), market(1_500, 'e2', 'suspended'), market(3_000, 'e3')];
    expect(validation.validateSlip(slip('multi', legs, 1_000), suspended, limits)).toMatchObject({ code: 'BETSLIP_MARKET_SUSPENDED', legIndex: 1 });
    expect(validation.validateSlip(slip('multi', legs, 100_001), marketsFor(legs), limits)).toMatchObject({ code: 'BETSLIP_STAKE_TOO_HIGH' });
    expect(validation.validateSlip(slip('multi', legs, 100_000), marketsFor(legs), { ...limits, payoutMaxCents: 899_999 })).toMatchObject({
      code: 'BETSLIP_PAYOUT_TOO_HIGH',
      limitCents: 899_999,
    });
  });

  it('multi with fewer than 3 bets is refused', () => {
    const legs = [legReq(1, 2_000), legReq(2, 1_500)];
    expect(validation.validateSlip(slip('multi', legs, 1_000), marketsFor(legs), limits)).toMatchObject({ code: 'BETSLIP_TOO_FEW_LEGS' });
  });
});

describe('limits per currency', () => {
  const maps = {
    stakeCentsMin: { EUR: 100, INR: 10_000 },
    stakeCentsMax: { EUR: 100_000, INR: 5_000_000 },
    payoutCentsMax: { EUR: 1_000_000, INR: 100_000_000 },
  };

  it("a player bets under their own currency's limits, never another's", () => {
    expect(validation.limitsForCurrency(maps, 'EUR', 10_000)).toEqual({ ok: true, value: { stakeMinCents: 100, stakeMaxCents: 100_000, payoutMaxCents: 1_000_000, stakeFactorBp: 10_000 } });
    expect(validation.limitsForCurrency(maps, 'INR', 5_000)).toEqual({ ok: true, value: { stakeMinCents: 10_000, stakeMaxCents: 5_000_000, payoutMaxCents: 100_000_000, stakeFactorBp: 5_000 } });
    const inr = validation.limitsForCurrency(maps, 'INR', 10_000);
    // 2,000.00 is above the EUR maximum and within the INR one.
    expect(inr.ok && validation.checkStake(200_000, inr.value).ok).toBe(true);
  });

  it('a currency without limits cannot bet', () => {
    expect(validation.limitsForCurrency(maps, 'GBP', 10_000)).toMatchObject({ ok: false, code: 'BETSLIP_CURRENCY_UNSUPPORTED', legIndex: null });
    expect(validation.limitsForCurrency({ ...maps, payoutCentsMax: { EUR: 1_000_000 } }, 'INR', 10_000)).toMatchObject({ ok: false, code: 'BETSLIP_CURRENCY_UNSUPPORTED' });
    expect(validation.limitsForCurrency(maps, 'constructor', 10_000)).toMatchObject({ ok: false, code: 'BETSLIP_CURRENCY_UNSUPPORTED' });
  });
});
