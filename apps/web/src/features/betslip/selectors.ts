import { createSelector } from '@reduxjs/toolkit';
import type { SlipSelection } from '@oddsmith/core';
import type { BetslipState } from './betslip-slice';

type WithBetslip = { betslip: BetslipState };

export const selectBets = (state: WithBetslip) => state.betslip.bets;

/** The selections the server should push prices for, in slip order. */
export const selectSlipSelections = createSelector([selectBets], (bets): SlipSelection[] =>
  bets.map(({ gameId, optionId }) => ({ gameId, optionId })),
);
