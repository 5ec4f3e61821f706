import { describe, expect, it } from 'vitest';
import {
  acceptOddsChangesChosen,
  betAdded,
  betRemoved,
  betslipOpened,
  quickBetClosed,
  quickBetToggled,
  quickStakeChanged,
  selectionsKept,
  betslipReducer,
  betTypeChosen,
  initialBetslipState,
  oddsPushed,
  slipCleared,
  slipResetAfterSubmission,
  stakeChanged,
  stakeCentsFromText,
  totalStakeChanged,
  withSlipUnits,
  type BetslipState,
} from './betslip-slice';
import { slipOddsFromWire } from './odds-wire';

const add = (state: BetslipState, gameId: string, optionId: string, odds: number | 'suspended') =>
  betslipReducer(state, betAdded({ gameId, optionId, odds }));

/** Three legs at 2.00, 1.50 and 3.00 (listed front first: c, b, a). */
function threeLegs(): BetslipState {
  let state = add(initialBetslipState, 'g1', 'a', 3);
  state = add(state, 'g2', 'b', 1.5);
  return add(state, 'g3', 'c', 2);
}

describe('betslip slice', () => {
  it('starts as the seed says: multi, empty, zeroes', () => {
    expect(betslipReducer(undefined, { type: '@@init' })).toEqual(initialBetslipState);
    expect(initialBetslipState.betType).toBe('multi');
    expect(initialBetslipState.bets).toEqual([]);
  });

  it('adds a bet at the front of the slip with the seed fields', () => {
    let state = add(initialBetslipState, 'g1', 'o1', 2);
    state = add(state, 'g2', 'o2', 1.5);
    expect(state.bets.map((bet) => bet.optionId)).toEqual(['o2', 'o1']);
    // The seed's five fields, and the same odds and stake in the slip's units.
    expect(state.bets[0]).toEqual({ _id: 'g2:o2', gameId: 'g2', optionId: 'o2', odds: 1.5, stake: 0, oddsMilli: 1500, stakeCents: 0 });
  });

  it('ignores a selection already in the slip', () => {
    const state = add(add(initialBetslipState, 'g1', 'o1', 2), 'g1', 'o1', 2);
    expect(state.bets).toHaveLength(1);
  });

  it('refuses a leg over the slip limit with an error', () => {
    let state = initialBetslipState;
    for (let i = 0; i < 20; i += 1) state = add(state, `g${i}`, `o${i}`, 2);
    state = add(state, 'g99', 'o99', 2);
    expect(state.bets).toHaveLength(20);
    expect(state.errorMessage).toBe('betslip.errors.full');
    expect(state.errorValue).toBe(20);
  });

  it('deleting a bet that leaves fewer than 3 forces single', () => {
    let state = betslipReducer(threeLegs(), betTypeChosen({ betType: 'system' }));
    expect(state.betType).toBe('system');
    state = betslipReducer(state, betRemoved({ optionId: 'a' }));
    expect(state.bets).toHaveLength(2);
    expect(state.betType).toBe('single');
  });

  it('deleting a bet that leaves 3 or more keeps the type', () => {
    let state = add(threeLegs(), 'g4', 'd', 4);
    state = betslipReducer(state, betTypeChosen({ betType: 'multi' }));
    state = betslipReducer(state, betRemoved({ optionId: 'd' }));
    expect(state.betType).toBe('multi');
  });

  it('clearing resets the type to single and zeroes stakes and returns', () => {
    let state = betslipReducer(threeLegs(), totalStakeChanged({ stake: '10' }));
    expect(state.multiTotalReturn).toBeGreaterThan(0);
    state = betslipReducer(state, slipCleared());
    expect(state).toMatchObject({
      bets: [],
      betType: 'single',
      totalStake: 0,
      singleTotalReturn: 0,
      multiTotalReturn: 0,
      systemTotalReturn: 0,
    });
  });

  it('stakes typed as text become cents once (the seed stake is their decimal); junk becomes 0', () => {
    expect(stakeCentsFromText('12.5')).toBe(1250);
    expect(stakeCentsFromText(' 7,25 ')).toBe(725);
    expect(stakeCentsFromText('abc')).toBe(0);
    expect(stakeCentsFromText('-3')).toBe(0);
    expect(stakeCentsFromText('1.234')).toBe(0);
    const state = betslipReducer(add(initialBetslipState, 'g', 'o', 2), stakeChanged({ optionId: 'o', stake: '10.10' }));
    expect(state.bets[0]).toMatchObject({ stakeCents: 1010, stake: 10.1, oddsMilli: 2000, odds: 2 });
    expect(typeof state.bets[0]?.stake).toBe('number');
  });

  it('keeps the total stake in cents beside the seed decimal', () => {
    const state = betslipReducer(threeLegs(), totalStakeChanged({ stake: '12.34' }));
    expect(state).toMatchObject({ totalStakeCents: 1234, totalStake: 12.34 });
  });

  it('single return: sum of odds x stake over bets with a stake above 0', () => {
    let state = betslipReducer(threeLegs(), betTypeChosen({ betType: 'single' }));
    state = betslipReducer(state, stakeChanged({ optionId: 'c', stake: '10' }));
    state = betslipReducer(state, stakeChanged({ optionId: 'b', stake: '4' }));
    // 2.00 x 10 + 1.50 x 4 = 26.00 (leg a has no stake)
    expect(state.singleTotalReturn).toBe(26);
    expect(state.totalStake).toBe(14);
  });

  it('multi return: product of odds times total stake (3 legs minimum)', () => {
    const state = betslipReducer(threeLegs(), totalStakeChanged({ stake: '10' }));
    // 2 x 1.5 x 3 x 10 = 90
    expect(state.multiTotalReturn).toBe(90);
  });

  it('system return: pairwise products of the first three legs x total / 3', () => {
    let state = add(threeLegs(), 'g4', 'd', 9);
    state = betslipReducer(state, betTypeChosen({ betType: 'system' }));
    state = betslipReducer(state, totalStakeChanged({ stake: '30' }));
    // first three are d(9), c(2), b(1.5): (9x2 + 9x1.5 + 2x1.5) x 30 / 3 = 34.5 x 10
    expect(state.systemTotalReturn).toBe(345);
  });

  it('suspended odds are excluded; a suspended leg stops the system return', () => {
    let state = add(threeLegs(), 'g4', 'd', 'suspended');
    state = betslipReducer(state, totalStakeChanged({ stake: '10' }));
    expect(state.multiTotalReturn).toBe(90);
    expect(state.systemTotalReturn).toBe(0);
    state = betslipReducer(state, betTypeChosen({ betType: 'single' }));
    state = betslipReducer(state, stakeChanged({ optionId: 'd', stake: '5' }));
    state = betslipReducer(state, stakeChanged({ optionId: 'c', stake: '5' }));
    expect(state.singleTotalReturn).toBe(10);
  });

  it('system needs a total stake above 0', () => {
    const state = betslipReducer(threeLegs(), betTypeChosen({ betType: 'system' }));
    expect(state.systemTotalReturn).toBe(0);
  });

  it('the slip is on a type it can place: under 3 legs single, the third leg makes it a multi', () => {
    // The seed's default type is multi; one pick cannot be a multi.
    let state = add(initialBetslipState, 'g1', 'a', 2);
    expect(state.betType).toBe('single');
    state = add(state, 'g2', 'b', 2);
    expect(state.betType).toBe('single');
    state = add(state, 'g3', 'c', 2);
    expect(state.betType).toBe('multi');
    // A player who chose singles keeps them when a fourth leg comes.
    state = add(betslipReducer(state, betTypeChosen({ betType: 'single' })), 'g4', 'd', 2);
    expect(state.betType).toBe('single');
  });

  it('a pick never opens the slip by itself; opening it lands on a type it can place', () => {
    const stored = { ...add(initialBetslipState, 'g1', 'a', 2), betType: 'multi' as const };
    expect(stored.triggerBetslip).toBe(false);
    const opened = betslipReducer(stored, betslipOpened());
    expect(opened.triggerBetslip).toBe(true);
    expect(opened.betType).toBe('single');
    expect(withSlipUnits(stored).betType).toBe('single');
  });

  it('choosing multi or system with fewer than 3 bets shows that tab, with no slip-wide error', () => {
    let state = add(add(initialBetslipState, 'g1', 'a', 2), 'g2', 'b', 2);
    state = { ...state, errorMessage: 'betslip.errors.noStake' };
    state = betslipReducer(state, betTypeChosen({ betType: 'multi' }));
    expect(state.betType).toBe('multi');
    expect(state.errorMessage).toBe('');
    state = betslipReducer(state, betTypeChosen({ betType: 'single' }));
    expect(state.betType).toBe('single');
    expect(state.errorMessage).toBe('');
  });

  it('accepts higher prices by default; the choice and quick bet outlive the slip resets', () => {
    expect(initialBetslipState.acceptOddsChanges).toBe('higher');
    let state = betslipReducer(threeLegs(), acceptOddsChangesChosen({ choice: 'any' }));
    state = betslipReducer(state, quickBetToggled());
    for (const reset of [slipCleared(), slipResetAfterSubmission()]) {
      const after = betslipReducer(state, reset);
      expect(after.acceptOddsChanges).toBe('any');
      expect(after.quickBet).toBe(true);
    }
  });

  it('quick bet: a pick goes to the quick-bet sheet, not the slip; its stake and price are its own', () => {
    let state = betslipReducer(add(initialBetslipState, 'g1', 'a', 2), quickBetToggled());
    state = add(state, 'g2', 'b', 1.5);
    expect(state.bets.map((bet) => bet.optionId)).toEqual(['a']);
    expect(state.quickPick).toMatchObject({ optionId: 'b', oddsMilli: 1500, stakeCents: 0 });
    state = betslipReducer(state, quickStakeChanged({ stake: '4.5' }));
    expect(state.quickPick?.stakeCents).toBe(450);
    state = betslipReducer(state, oddsPushed(slipOddsFromWire([{ gameId: 'g2', optionId: 'b', odds: 1.6 }])));
    expect(state.quickPick?.oddsMilli).toBe(1600);
    // A reload never reopens the sheet.
    expect(withSlipUnits(state).quickPick).toBeNull();
    expect(betslipReducer(state, quickBetClosed()).quickPick).toBeNull();
    state = betslipReducer(state, quickBetToggled());
    expect(state.quickPick).toBeNull();
    expect(add(state, 'g3', 'c', 2).bets).toHaveLength(2);
  });

  it('kept selections come back at the front with stakes cleared', () => {
    const state = betslipReducer(
      initialBetslipState,
      selectionsKept([
        { gameId: 'g1', optionId: 'a', odds: 3, selectionName: 'A' },
        { gameId: 'g2', optionId: 'b', odds: 'suspended' },
        { gameId: 'g3', optionId: 'c', odds: 2 },
      ]),
    );
    expect(state.bets.map((bet) => [bet.optionId, bet.oddsMilli, bet.stakeCents])).toEqual([
      ['a', 3000, 0],
      ['b', null, 0],
      ['c', 2000, 0],
    ]);
    expect(state.betType).toBe('multi');
    expect(state.totalStakeCents).toBe(0);
  });

  it('live odds update only the matching selections and flag the change', () => {
    let state = betslipReducer(threeLegs(), totalStakeChanged({ stake: '10' }));
    state = betslipReducer(
      state,
      oddsPushed(
        slipOddsFromWire([
          { gameId: 'g3', optionId: 'c', odds: 4 },
          { gameId: 'gX', optionId: 'zz', odds: 9 },
          { gameId: 'g1', optionId: 'b', odds: 9 },
        ]),
      ),
    );
    expect(state.bets.map((bet) => bet.odds)).toEqual([4, 1.5, 3]);
    expect(state.bets.map((bet) => bet.oddsMilli)).toEqual([4000, 1500, 3000]);
    expect(state.updateBet).toBe(true);
    expect(state.updatedGame).toBe('g3');
    expect(state.multiTotalReturn).toBe(180);
    state = betslipReducer(state, oddsPushed(slipOddsFromWire([{ gameId: 'g2', optionId: 'b', odds: 'suspended' }])));
    expect(state.bets[1]).toMatchObject({ odds: 'suspended', oddsMilli: null });
  });

  it('a slip stored before the units were kept reads them once from its decimals', () => {
    const { totalStakeCents: _absent, ...older } = initialBetslipState;
    const stored = { ...older, totalStake: 7.5, bets: [{ _id: 'g:o', gameId: 'g', optionId: 'o', odds: 1.85, stake: 2.5 }] };
    const restored = withSlipUnits(stored as unknown as BetslipState);
    expect(restored.totalStakeCents).toBe(750);
    expect(restored.bets[0]).toMatchObject({ odds: 1.85, stake: 2.5, oddsMilli: 1850, stakeCents: 250 });
    expect(withSlipUnits(restored)).toEqual(restored);
  });

  it('the after-submission reset returns the initial slip', () => {
    expect(betslipReducer(threeLegs(), slipResetAfterSubmission())).toEqual(initialBetslipState);
  });
});
