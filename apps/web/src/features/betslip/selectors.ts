import { createSelector } from '@reduxjs/toolkit';
import type { SlipSelection } from '@oddsmith/core';
import type { BetslipState } from './betslip-slice';

type WithBetslip = { betslip: BetslipState };

export const selectBets = (state: WithBetslip) => state.betslip.bets;
const selectQuickPick = (state: WithBetslip) => state.betslip.quickPick;

/** The selections the server should push prices for, in slip order (the open quick bet's too). */
export const selectSlipSelections = createSelector([selectBets, selectQuickPick], (bets, quickPick): SlipSelection[] => {
  const selections = bets.map(({ gameId, optionId }) => ({ gameId, optionId }));
  if (quickPick && !bets.some((bet) => bet.optionId === quickPick.optionId)) selections.push({ gameId: quickPick.gameId, optionId: quickPick.optionId });
  return selections;
});
