// The casino's pure core: provably fair bytes, four games whose outcome reads only those bytes and
// the player's choices, and each game's exact return to player (docs/casino-math.md).
export {
  asciiBytes,
  assertClientSeed,
  assertNonce,
  assertServerSeed,
  bytesToHex,
  FairStream,
  hexToBytes,
  hmacSha256,
  hmacSha256Keyed,
  outcomeBlock,
  serverSeedHash,
  sha256,
  shuffle,
} from './fairness';
export type { IntSource, MacFunction, RoundSeeds } from './fairness';
export { addRational, divideRational, multiplyRational, rational, rationalToDecimal, rationalToNumber, subtractRational } from './rational';
export type { Rational } from './rational';
export { countDistribution, lineExpectation, reelGrid, reelWindow, spinReels, symbolCounts } from './reels';
export type { ReelStrip } from './reels';
export {
  assertVideoSlotStake,
  playVideoSlot,
  videoLinePays,
  videoSlot,
  videoSlotLineCount,
  videoSlotPaylines,
  videoSlotReturnCents,
  videoSlotRows,
  videoSlotRtp,
} from './video-slot';
export type { LineWin, VideoSlotDefinition, VideoSlotRound, VideoSlotRtp, VideoSlotSpin, VideoSymbol } from './video-slot';
export {
  assertClassicSlotBet,
  classicLinePays,
  classicLineWinningReels,
  classicSlot,
  classicSlotMaxLines,
  classicSlotPaylines,
  classicSlotReturnCents,
  classicSlotRows,
  classicSlotRtp,
  classicSlotStakeCents,
  playClassicSlot,
} from './classic-slot';
export type { ClassicSlotDefinition, ClassicSlotRound, ClassicSymbol } from './classic-slot';
export {
  RouletteBetError,
  rouletteBetNumbers,
  roulettePayoutToOne,
  rouletteRedNumbers,
  rouletteRtp,
  rouletteWheelOrder,
  settleRoulette,
  spinRoulette,
  validateRouletteBets,
} from './roulette';
export type { RouletteBet, RouletteBetResult, RouletteInsideKind, RouletteOutsideKind, RouletteSelection, RouletteSettlement } from './roulette';
export {
  actBlackjack,
  blackjackDecks,
  blackjackLegalActions,
  blackjackPlayerView,
  BlackjackRuleError,
  BlackjackShoe,
  blackjackReturnCents,
  cardRank,
  cardSuit,
  cardValue,
  dealBlackjack,
  handTotal,
  replayBlackjack,
  shuffleShoe,
  startBlackjack,
  visibleDealerCards,
} from './blackjack';
export type { BlackjackAction, BlackjackAmounts, BlackjackHand, BlackjackOutcome, BlackjackRule, BlackjackSettlementCents, BlackjackState, BlackjackView, Card } from './blackjack';
export { basicStrategy, basicStrategyAction } from './blackjack-strategy';
export type { BasicDecision } from './blackjack-strategy';
export { blackjackBasicStrategyRtp } from './blackjack-rtp';
export type { BlackjackAnalysis } from './blackjack-rtp';
export { casinoGameNames, casinoPublishedSd, casinoPublishedVolatility, volatilityOfSd } from './catalogue';
export type { CasinoVolatilityBand } from './catalogue';
export { casinoPublishedRtpPercent } from './published-rtp';
export type { CasinoGameId } from './published-rtp';
