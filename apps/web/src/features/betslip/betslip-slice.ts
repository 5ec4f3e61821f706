import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  betslipLegsMax,
  betslipLegsMultiMin,
  centsToAmount,
  milliToOdds,
  multiReturnCents,
  oddsToMilli,
  parseAmount,
  singleReturnCents,
  systemReturnCents,
  type Cents,
  type OddsMilli,
  type ReturnLeg,
} from '@oddsmith/core';
import { betslipApi, errorCodeOf, isRetryable, limitOf, priceChangesOf } from './api/betslip-api';
import { slipOddsFromWire } from './odds-wire';

/** The seed's session flag: set while a placement is on its way; a start that finds it resets the slip. */
export const betSubmittedFlagKey = 'betSubmitted';

export type Odds = number | 'suspended';
export type BetType = 'single' | 'multi' | 'system';

/**
 * One selection in the slip (seed section 3). The slip works in `oddsMilli` (null: suspended) and
 * `stakeCents`; the seed's `odds` and `stake` are the same values as decimals, written from them
 * by the reducer that changes them (docs/architecture.md, "Walk of a stake").
 */
export type BetItem = {
  _id: string;
  gameId: string;
  optionId: string;
  odds: Odds;
  stake: number;
  oddsMilli: OddsMilli | null;
  stakeCents: Cents;
  /** Names to show on the leg (optional: the seed's bet has only the five fields above). */
  eventName?: string;
  marketName?: string;
  selectionName?: string;
  /** The price before the last unseen change (live push or a 409 answer; null: suspended); cleared when seen. */
  previousOddsMilli?: OddsMilli | null;
};

/** A new price for a selection in the slip, in thousandths (null: suspended), read once from the wire. */
export type SlipOddsMilliUpdate = { gameId: string; optionId: string; oddsMilli: OddsMilli | null };

/** The player's choice for prices that move between the click and the server's check. */
export type AcceptOddsChoice = 'none' | 'higher' | 'any';
export const acceptOddsChoices: readonly AcceptOddsChoice[] = ['none', 'higher', 'any'];

export type BetslipState = {
  bets: BetItem[];
  /** True when a live push changed a price in the slip and the player has not yet seen it. */
  updateBet: boolean;
  /** The event whose price changed last. */
  updatedGame: string | null;
  betType: BetType;
  /** The stake of multi and system, and the sum of the singles' stakes; `totalStake` is it as a decimal. */
  totalStakeCents: Cents;
  totalStake: number;
  singleTotalReturn: number;
  multiTotalReturn: number;
  systemTotalReturn: number;
  /** A translation key, or '' when there is nothing to say. */
  errorMessage: string;
  /** The value the error is about (the legs needed, the leg limit). */
  errorValue: number | null;
  useBonus: boolean;
  /** Asks the layout to open the slip (mobile drawer). */
  triggerBetslip: boolean;
  /** Sent as `acceptOddsChanges` with every placement; the player's choice outlives the slip's resets. */
  acceptOddsChanges: AcceptOddsChoice;
  /** Quick bet on: a picked price opens a stake sheet for that one single instead of joining the slip (a kept choice). */
  quickBet: boolean;
  /** The selection of the open quick-bet sheet (never restored after a reload), or null. */
  quickPick: BetItem | null;
};

export const initialBetslipState: BetslipState = {
  bets: [],
  updateBet: false,
  updatedGame: null,
  betType: 'multi',
  totalStakeCents: 0,
  totalStake: 0,
  singleTotalReturn: 0,
  multiTotalReturn: 0,
  systemTotalReturn: 0,
  errorMessage: '',
  errorValue: null,
  useBonus: false,
  triggerBetslip: false,
  acceptOddsChanges: 'higher',
  quickBet: false,
  quickPick: null,
};

export const betslipErrors = {
  full: 'betslip.errors.full',
  needsMoreLegs: 'betslip.errors.needsMoreLegs',
  noStake: 'betslip.errors.noStake',
  systemSuspended: 'betslip.errors.systemSuspended',
  oddsChanged: 'betslip.errors.oddsChanged',
  marketSuspended: 'betslip.errors.marketSuspended',
  marketClosed: 'betslip.errors.marketClosed',
  selectionNotFound: 'betslip.errors.selectionNotFound',
  insufficientFunds: 'betslip.errors.insufficientFunds',
  stakeTooLow: 'betslip.errors.stakeTooLow',
  stakeTooHigh: 'betslip.errors.stakeTooHigh',
  payoutTooHigh: 'betslip.errors.payoutTooHigh',
  sameEvent: 'betslip.errors.sameEvent',
  duplicateSelection: 'betslip.errors.duplicateSelection',
  timeOut: 'betslip.errors.timeOut',
  selfExcluded: 'betslip.errors.selfExcluded',
  rejected: 'betslip.errors.rejected',
} as const;

/** Why a placement was refused (the slip's own checks and the server's codes) as a translation key. */
const placementErrorKeys: Record<string, string> = {
  noStake: betslipErrors.noStake,
  needsMoreLegs: betslipErrors.needsMoreLegs,
  systemSuspended: betslipErrors.systemSuspended,
  BETSLIP_ODDS_CHANGED: betslipErrors.oddsChanged,
  BETSLIP_MARKET_SUSPENDED: betslipErrors.marketSuspended,
  BETSLIP_MARKET_CLOSED: betslipErrors.marketClosed,
  BETSLIP_SELECTION_NOT_FOUND: betslipErrors.selectionNotFound,
  BETSLIP_INSUFFICIENT_FUNDS: betslipErrors.insufficientFunds,
  BETSLIP_STAKE_TOO_LOW: betslipErrors.stakeTooLow,
  BETSLIP_STAKE_TOO_HIGH: betslipErrors.stakeTooHigh,
  BETSLIP_PAYOUT_TOO_HIGH: betslipErrors.payoutTooHigh,
  BETSLIP_SAME_EVENT: betslipErrors.sameEvent,
  BETSLIP_DUPLICATE_SELECTION: betslipErrors.duplicateSelection,
  BETSLIP_TOO_FEW_LEGS: betslipErrors.needsMoreLegs,
  BETSLIP_TOO_MANY_LEGS: betslipErrors.full,
  RG_TIME_OUT: betslipErrors.timeOut,
  RG_SELF_EXCLUDED: betslipErrors.selfExcluded,
};

/** The translation key for a refusal code; an unknown code reads as a plain refusal. */
export function placementErrorKey(code: string): string {
  return placementErrorKeys[code] ?? betslipErrors.rejected;
}

function defaultValueOf(code: string): number | null {
  if (code === 'needsMoreLegs' || code === 'BETSLIP_TOO_FEW_LEGS') return betslipLegsMultiMin;
  if (code === 'BETSLIP_TOO_MANY_LEGS') return betslipLegsMax;
  return null;
}

/** Stake text (the one place a stake changes unit on its way in) to cents; anything that is not a valid amount is 0. */
export function stakeCentsFromText(text: string | number): Cents {
  const parsed = parseAmount(typeof text === 'string' ? text.trim().replace(',', '.') : text);
  return parsed.ok && parsed.cents > 0 ? parsed.cents : 0;
}

/** Odds as the slip holds them: thousandths, null for suspended. */
export function oddsMilliOf(odds: Odds): OddsMilli | null {
  return odds === 'suspended' ? null : oddsToMilli(odds);
}

/** The seed's decimal odds, written from the thousandths. */
function seedOddsOf(oddsMilli: OddsMilli | null): Odds {
  return oddsMilli === null ? 'suspended' : milliToOdds(oddsMilli);
}

function setStake(bet: BetItem, stakeCents: Cents): void {
  bet.stakeCents = stakeCents;
  bet.stake = centsToAmount(stakeCents);
}

function setOdds(bet: BetItem, oddsMilli: OddsMilli | null): void {
  bet.oddsMilli = oddsMilli;
  bet.odds = seedOddsOf(oddsMilli);
}

function setTotalStake(state: BetslipState, totalStakeCents: Cents): void {
  state.totalStakeCents = totalStakeCents;
  state.totalStake = centsToAmount(totalStakeCents);
}

function legOf(bet: BetItem): ReturnLeg {
  return { odds: bet.oddsMilli ?? 'suspended', stakeCents: bet.stakeCents };
}

/** Stakes and returns follow from the bets; the maths is core's, in cents; the seed's returns are decimals. */
function recompute(state: BetslipState): void {
  const legs = state.bets.map(legOf);
  if (state.betType === 'single') setTotalStake(state, legs.reduce((sum, leg) => sum + leg.stakeCents, 0));
  const totalCents = state.totalStakeCents;
  state.singleTotalReturn = centsToAmount(singleReturnCents(legs));
  state.multiTotalReturn = centsToAmount(multiReturnCents(legs, totalCents));
  state.systemTotalReturn = centsToAmount(systemReturnCents(legs, totalCents));
}

/**
 * The slip as it comes back from browser storage: one persisted before the slip kept cents and
 * thousandths reads its units once from the seed's decimals (an older version); a quick bet that was
 * open is not reopened, and a slip too short for its type opens on one it can place.
 */
export function withSlipUnits(state: BetslipState): BetslipState {
  const bets = state.bets.map((bet) => ({
    ...bet,
    oddsMilli: bet.oddsMilli === undefined ? oddsMilliOf(bet.odds) : bet.oddsMilli,
    stakeCents: bet.stakeCents ?? stakeCentsFromText(bet.stake),
  }));
  const betType = bets.length < betslipLegsMultiMin ? 'single' : state.betType;
  return {
    ...state,
    bets,
    betType,
    totalStakeCents: state.totalStakeCents ?? stakeCentsFromText(state.totalStake),
    acceptOddsChanges: state.acceptOddsChanges ?? initialBetslipState.acceptOddsChanges,
    quickBet: state.quickBet ?? false,
    quickPick: null,
  };
}

function clearError(state: BetslipState): void {
  state.errorMessage = '';
  state.errorValue = null;
}

export type BetAddedPayload = {
  gameId: string;
  optionId: string;
  odds: Odds;
  _id?: string;
  eventName?: string;
  marketName?: string;
  selectionName?: string;
};

function namesOf(payload: BetAddedPayload): Pick<BetItem, 'eventName' | 'marketName' | 'selectionName'> {
  const names: Pick<BetItem, 'eventName' | 'marketName' | 'selectionName'> = {};
  if (payload.eventName) names.eventName = payload.eventName;
  if (payload.marketName) names.marketName = payload.marketName;
  if (payload.selectionName) names.selectionName = payload.selectionName;
  return names;
}

function seeOddsChanges(state: BetslipState): void {
  state.updateBet = false;
  state.updatedGame = null;
  for (const bet of state.bets) delete bet.previousOddsMilli;
}

function applyOdds(state: BetslipState, update: SlipOddsMilliUpdate): void {
  const pick = state.quickPick;
  if (pick && pick.gameId === update.gameId && pick.optionId === update.optionId && pick.oddsMilli !== update.oddsMilli) {
    pick.previousOddsMilli = pick.oddsMilli;
    setOdds(pick, update.oddsMilli);
  }
  const bet = state.bets.find((item) => item.gameId === update.gameId && item.optionId === update.optionId);
  if (!bet || bet.oddsMilli === update.oddsMilli) return;
  bet.previousOddsMilli = bet.oddsMilli;
  setOdds(bet, update.oddsMilli);
  state.updateBet = true;
  state.updatedGame = update.gameId;
}

/** A new leg in the slip's units, stake cleared. */
function betItemOf(payload: BetAddedPayload): BetItem {
  const { gameId, optionId } = payload;
  const oddsMilli = oddsMilliOf(payload.odds);
  return {
    _id: payload._id ?? `${gameId}:${optionId}`,
    gameId,
    optionId,
    odds: seedOddsOf(oddsMilli),
    stake: 0,
    oddsMilli,
    stakeCents: 0,
    ...namesOf(payload),
  };
}

/**
 * The slip is always on a type it can place: under 3 legs that is single; reaching 3 legs with no
 * single staked yet moves it to multi (the seed's default type).
 */
function fitBetType(state: BetslipState): void {
  if (state.bets.length < betslipLegsMultiMin) {
    state.betType = 'single';
    return;
  }
  if (state.betType === 'single' && state.bets.length === betslipLegsMultiMin && state.bets.every((bet) => bet.stakeCents === 0)) {
    state.betType = 'multi';
  }
}

/** Adds legs at the front of the slip (a pick, or selections kept after a receipt); false when the slip is full. */
function addLegs(state: BetslipState, payloads: readonly BetAddedPayload[]): boolean {
  for (const payload of payloads) {
    if (state.bets.some((bet) => bet.optionId === payload.optionId)) continue;
    if (state.bets.length >= betslipLegsMax) {
      state.errorMessage = betslipErrors.full;
      state.errorValue = betslipLegsMax;
      return false;
    }
    state.bets.unshift(betItemOf(payload));
  }
  return true;
}

/** Placed selections leave the slip (a receipt may bring them back with "Keep selections"). */
function removePlaced(state: BetslipState, optionIds: readonly string[]): void {
  state.bets = state.bets.filter((bet) => !optionIds.includes(bet.optionId));
  for (const bet of state.bets) setStake(bet, 0);
  setTotalStake(state, 0);
  if (state.quickPick && optionIds.includes(state.quickPick.optionId)) setStake(state.quickPick, 0);
  fitBetType(state);
  recompute(state);
}

const betslipSlice = createSlice({
  name: 'betslip',
  initialState: initialBetslipState,
  reducers: {
    /**
     * A selection was picked: it goes to the FRONT of the slip (picking it again does nothing), or,
     * with quick bet on, to the quick-bet sheet. The slip does not open by itself: phones show the
     * slip bar, the player opens the slip.
     */
    betAdded: (state, action: PayloadAction<BetAddedPayload>) => {
      if (state.quickBet) {
        state.quickPick = betItemOf(action.payload);
        clearError(state);
        return;
      }
      if (state.bets.some((bet) => bet.optionId === action.payload.optionId)) return;
      if (!addLegs(state, [action.payload])) return;
      clearError(state);
      fitBetType(state);
      recompute(state);
    },
    /** "Keep selections" on a receipt: the placed selections come back, stakes cleared. */
    selectionsKept: (state, action: PayloadAction<BetAddedPayload[]>) => {
      clearError(state);
      addLegs(state, [...action.payload].reverse());
      fitBetType(state);
      recompute(state);
    },
    /** Removing a bet that leaves fewer than 3 forces a single. */
    betRemoved: (state, action: PayloadAction<{ optionId: string }>) => {
      state.bets = state.bets.filter((bet) => bet.optionId !== action.payload.optionId);
      if (state.bets.length < betslipLegsMultiMin) state.betType = 'single';
      clearError(state);
      recompute(state);
    },
    /** Clearing resets the type to single and zeroes stakes and returns. */
    slipCleared: (state) => {
      state.bets = [];
      state.betType = 'single';
      setTotalStake(state, 0);
      state.singleTotalReturn = 0;
      state.multiTotalReturn = 0;
      state.systemTotalReturn = 0;
      state.updateBet = false;
      state.updatedGame = null;
      clearError(state);
    },
    /** The slip is back to its first state (a bet was submitted before the page was reloaded). */
    slipResetAfterSubmission: (state) => ({ ...initialBetslipState, acceptOddsChanges: state.acceptOddsChanges, quickBet: state.quickBet }),
    stakeChanged: (state, action: PayloadAction<{ optionId: string; stake: string | number }>) => {
      const bet = state.bets.find((item) => item.optionId === action.payload.optionId);
      if (!bet) return;
      setStake(bet, stakeCentsFromText(action.payload.stake));
      recompute(state);
    },
    totalStakeChanged: (state, action: PayloadAction<{ stake: string | number }>) => {
      setTotalStake(state, stakeCentsFromText(action.payload.stake));
      if (state.betType === 'single') {
        for (const bet of state.bets) setStake(bet, state.totalStakeCents);
      }
      recompute(state);
    },
    /** The tab the player chose; multi and system with fewer than 3 bets say so on their own tab and cannot be placed. */
    betTypeChosen: (state, action: PayloadAction<{ betType: BetType }>) => {
      state.betType = action.payload.betType;
      clearError(state);
      recompute(state);
    },
    /** Live prices for selections in the slip (socket `updatedSlipData`, a 409's changes), read from the wire once. */
    oddsPushed: (state, action: PayloadAction<SlipOddsMilliUpdate[]>) => {
      for (const update of action.payload) applyOdds(state, update);
      recompute(state);
    },
    /** The slip's checks or the server refused the placement: the reason is shown in the slip. */
    placementFailed: (state, action: PayloadAction<{ code: string; value?: number | null }>) => {
      const { code, value } = action.payload;
      state.errorMessage = placementErrorKey(code);
      state.errorValue = value ?? defaultValueOf(code);
    },
    oddsChangesSeen: seeOddsChanges,
    acceptOddsChangesChosen: (state, action: PayloadAction<{ choice: AcceptOddsChoice }>) => {
      if (acceptOddsChoices.includes(action.payload.choice)) state.acceptOddsChanges = action.payload.choice;
    },
    bonusUseToggled: (state) => {
      state.useBonus = !state.useBonus;
    },
    /** Opens the phone slip (slip bar, tab bar); it opens on a type it can place. */
    betslipOpened: (state) => {
      state.triggerBetslip = true;
      if (state.bets.length < betslipLegsMultiMin) state.betType = 'single';
    },
    betslipClosed: (state) => {
      state.triggerBetslip = false;
    },
    quickBetToggled: (state) => {
      state.quickBet = !state.quickBet;
      state.quickPick = null;
    },
    quickStakeChanged: (state, action: PayloadAction<{ stake: string | number }>) => {
      if (state.quickPick) setStake(state.quickPick, stakeCentsFromText(action.payload.stake));
    },
    quickBetClosed: (state) => {
      state.quickPick = null;
      clearError(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(betslipApi.endpoints.placeBet.matchFulfilled, (state, action) => {
        removePlaced(state, action.meta.arg.originalArgs.bets.map((bet) => bet.optionId));
      })
      .addMatcher(betslipApi.endpoints.placeBet.matchPending, (state) => {
        clearError(state);
        seeOddsChanges(state);
      })
      // A refusal is shown in the slip with the prices it names; no answer (or a 5xx) is retried as it was.
      .addMatcher(betslipApi.endpoints.placeBet.matchRejected, (state, action) => {
        const failure = action.payload;
        if (isRetryable(failure)) return;
        const changes = priceChangesOf(failure);
        if (changes) {
          for (const update of slipOddsFromWire(changes)) applyOdds(state, update);
          recompute(state);
        }
        const code = errorCodeOf(failure) ?? 'rejected';
        state.errorMessage = placementErrorKey(code);
        state.errorValue = limitOf(failure) ?? defaultValueOf(code);
      });
  },
});

export const {
  betAdded,
  selectionsKept,
  betRemoved,
  slipCleared,
  slipResetAfterSubmission,
  stakeChanged,
  totalStakeChanged,
  betTypeChosen,
  oddsPushed,
  oddsChangesSeen,
  placementFailed,
  acceptOddsChangesChosen,
  bonusUseToggled,
  betslipOpened,
  betslipClosed,
  quickBetToggled,
  quickStakeChanged,
  quickBetClosed,
} = betslipSlice.actions;
export const betslipReducer = betslipSlice.reducer;
