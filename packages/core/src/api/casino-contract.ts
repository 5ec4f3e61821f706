import { z } from 'zod';
import { amountCentsSchema, amountSchema, envelopeOf, pagedQuery, pageResponseOf, positiveAmountCentsSchema, requestIdSchema } from './common';

/**
 * The casino API (PRODUCT.md section 6, docs/casino-math.md): a lobby, provably fair seeds, rounds of
 * four games, and the staff's game settings and figures. On the wire money is decimals in the
 * player's currency (`1.5`); parsed, cents. Card, grid and pocket values are the core's
 * (`packages/core/src/casino`): a browser recomputes any finished round from `fairness` with
 * `FairStream.fromSeeds` and the game's core function, and compares it with `outcome`.
 *
 * Errors (the usual envelope, `code` and `field`): 400 naming the field (`stake`, `lines`,
 * `bets.0.numbers`, `action`…); 403 `RG_SELF_EXCLUDED` / `RG_TIME_OUT` (responsible gambling);
 * 409 naming the rule: `CASINO_GAME_DISABLED`, `CASINO_ROUND_OPEN` (one open blackjack round per
 * player), `CASINO_INSUFFICIENT_FUNDS`, `CASINO_ROTATE_WITH_OPEN_ROUND`, and blackjack's rules as
 * `BLACKJACK_` + core's `BlackjackRule` in upper snake case (`BLACKJACK_ROUND_SETTLED`,
 * `BLACKJACK_INSURANCE_PENDING`, `BLACKJACK_INSURANCE_NOT_OFFERED`,
 * `BLACKJACK_DOUBLE_FIRST_TWO_CARDS`, `BLACKJACK_SPLIT_EQUAL_RANKS`, `BLACKJACK_SPLIT_ONCE`) with
 * `field: 'action'`. Nothing is debited when a request fails.
 */

export const casinoGameIds = ['video-slot', 'classic-slot', 'roulette', 'blackjack'] as const;
export type CasinoGame = (typeof casinoGameIds)[number];
export const casinoCategories = ['slots', 'table'] as const;
export type CasinoCategory = (typeof casinoCategories)[number];
export const casinoVolatilities = ['low', 'medium', 'high'] as const;
export type CasinoVolatility = (typeof casinoVolatilities)[number];
export const casinoRoundStatuses = ['open', 'settled'] as const;
export type CasinoRoundStatus = (typeof casinoRoundStatuses)[number];

export const casinoGameIdSchema = z.enum(casinoGameIds, { message: `must be one of ${casinoGameIds.join(', ')}` });

// ---- Lobby -------------------------------------------------------------------------------------

/** A lobby card; `stakeStep` is the granularity of a stake (0.20 on the video slot: one cent a line). */
export const casinoGameSchema = z.object({
  id: casinoGameIdSchema,
  name: z.string(),
  category: z.enum(casinoCategories),
  /** The published exact RTP rounded to 2 decimals (96.01 = 96.01%), `casinoPublishedRtpPercent`. */
  rtpPercent: z.number(),
  volatility: z.enum(casinoVolatilities),
  enabled: z.boolean(),
  /** May a round stake from the bonus wallet (`useBonus`)? Staff setting; by default slots yes, table games no. */
  bonusAllowed: z.boolean(),
  /** Limits of a round's stake (roulette: the sum of the bets; blackjack: the main stake). */
  minStake: amountSchema,
  maxStake: amountSchema,
  stakeStep: amountSchema,
  /** Lobby order, ascending. */
  order: z.number().int(),
});
export type CasinoGameInfo = z.infer<typeof casinoGameSchema>;

/** `GET /api/casino/games`: every game (disabled ones too, `enabled: false`), by `order`. */
export const casinoGamesResponseSchema = envelopeOf(z.object({ games: z.array(casinoGameSchema), currency: z.string() }));

// ---- Fairness ----------------------------------------------------------------------------------

/** A server seed that is no longer in use: its seed is revealed. */
export const casinoRevealedSeedSchema = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.string(),
  /** Rounds played on it (nonces 0 … rounds - 1). */
  rounds: z.number().int(),
  createdAt: z.string(),
  revealedAt: z.string(),
});
export type CasinoRevealedSeed = z.infer<typeof casinoRevealedSeedSchema>;

/**
 * `GET /api/casino/fairness`: the commitment (SHA-256 of the current server seed), the client seed
 * and the nonce the next round uses; then the revealed seeds, newest first (at most 20).
 * The nonce counts rounds under the current server seed (from 0); changing the client seed keeps it.
 */
export const casinoFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  previous: z.array(casinoRevealedSeedSchema),
});
export type CasinoFairness = z.infer<typeof casinoFairnessSchema>;
export const casinoFairnessResponseSchema = envelopeOf(casinoFairnessSchema);

/** `PUT /api/casino/fairness/client-seed`: 1 to 64 printable ASCII characters. Replies the fairness view. */
export const casinoClientSeedRequestSchema = z.object({
  clientSeed: z
    .string()
    .regex(/^[\x20-\x7e]{1,64}$/, 'must be 1 to 64 printable ASCII characters'),
});
export type CasinoClientSeedRequest = z.input<typeof casinoClientSeedRequestSchema>;

/**
 * `POST /api/casino/fairness/rotate` (no body): reveals the current server seed and commits to a new
 * one (nonce back to 0). 409 `CASINO_ROTATE_WITH_OPEN_ROUND` while a blackjack round is open (its shoe
 * would be revealed). Replies the fairness view (the revealed seed first in `previous`).
 */
export const casinoRotateResponseSchema = casinoFairnessResponseSchema;

// ---- Rounds: requests --------------------------------------------------------------------------

const stakeField = positiveAmountCentsSchema;

export const rouletteInsideKinds = ['straight', 'split', 'street', 'corner', 'sixLine'] as const;
export const rouletteOutsideKinds = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export const rouletteBetKinds = [...rouletteInsideKinds, 'dozen', 'column', ...rouletteOutsideKinds] as const;
export type RouletteBetKind = (typeof rouletteBetKinds)[number];

/**
 * One roulette bet: inside bets (`straight` 1 number, `split` 2, `street` 3, `corner` 4, `sixLine`
 * 6) name `numbers` 0 … 36 as on the layout; `dozen` / `column` name `index` 1 … 3; the even-money
 * bets name nothing. A bet off the layout is a 400 naming `bets.<i>.numbers` with the rule.
 */
export const rouletteBetRequestSchema = z.object({
  kind: z.enum(rouletteBetKinds, { message: `must be one of ${rouletteBetKinds.join(', ')}` }),
  numbers: z.array(z.number().int('must be whole numbers').min(0, 'must be 0 … 36').max(36, 'must be 0 … 36')).max(6).optional(),
  index: z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'must be 1, 2 or 3' }).optional(),
  stake: stakeField,
});
export type RouletteBetRequest = z.input<typeof rouletteBetRequestSchema>;

/**
 * `POST /api/casino/rounds`, by `game`:
 * - `video-slot`: `stake` (a multiple of 0.20: 20 lines at one cent or more each).
 * - `classic-slot`: `stake` (the total) and `lines` 1 … 5; the line stake is stake / lines and must
 *   be whole cents (else 400 naming `stake`).
 * - `roulette`: `bets` (1 … 50); the round's stake is their sum (limits apply to it).
 * - `blackjack`: `stake` (the main bet); the round stays `open` until the player's hands are done.
 * `requestId` makes it idempotent per player: a replay returns the first round, charging nothing.
 * `useBonus` (default false) stakes the round, and blackjack's further stakes of it, from the bonus
 * wallet and pays its win there (as a bonus-funded bet); 409 `CASINO_BONUS_NOT_ALLOWED` naming
 * `useBonus` when the game does not allow it.
 */
const useBonusField = z.boolean().default(false);
export const playCasinoRoundRequestSchema = z.discriminatedUnion(
  'game',
  [
    z.object({ game: z.literal('video-slot'), stake: stakeField, requestId: requestIdSchema, useBonus: useBonusField }),
    z.object({
      game: z.literal('classic-slot'),
      stake: stakeField,
      lines: z.number().int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').default(5),
      requestId: requestIdSchema,
      useBonus: useBonusField,
    }),
    z.object({
      game: z.literal('roulette'),
      bets: z.array(rouletteBetRequestSchema).min(1, 'must hold at least one bet').max(50, 'must hold at most 50 bets'),
      requestId: requestIdSchema,
      useBonus: useBonusField,
    }),
    z.object({ game: z.literal('blackjack'), stake: stakeField, requestId: requestIdSchema, useBonus: useBonusField }),
  ],
  { message: `must be one of ${casinoGameIds.join(', ')}` },
);
/** What the client sends (decimals). */
export type PlayCasinoRoundRequest = z.input<typeof playCasinoRoundRequestSchema>;
/** What the server reads (cents in `stake` / `bets[].stake`). */
export type PlayCasinoRound = z.output<typeof playCasinoRoundRequestSchema>;

/** Blackjack actions as the core names them (`takeInsurance` / `declineInsurance` answer the insurance offer). */
export const blackjackActions = ['hit', 'stand', 'double', 'split', 'takeInsurance', 'declineInsurance'] as const;

/**
 * `POST /api/casino/rounds/:id/actions`: one blackjack action; `double`, `split` and
 * `takeInsurance` debit the wallet (the stake again; half the stake rounded down for insurance).
 * An action the rules forbid now is a 409 whose `code` names the rule (`BLACKJACK_DOUBLE_FIRST_TWO_CARDS`…);
 * the same `requestId` again returns the round as it is, acting once. A player who took a time-out
 * mid-round may still finish it.
 */
export const casinoRoundActionRequestSchema = z.object({
  action: z.enum(blackjackActions, { message: `must be one of ${blackjackActions.join(', ')}` }),
  requestId: requestIdSchema,
});
export type CasinoRoundActionRequest = z.input<typeof casinoRoundActionRequestSchema>;
export const casinoRoundParamsSchema = z.object({ id: z.uuid('must be a casino round id') });

// ---- Rounds: views -----------------------------------------------------------------------------

/**
 * The seeds of a round: `serverSeed` is null until the player rotates past it. With it,
 * `FairStream.fromSeeds({ serverSeedHex: serverSeed, clientSeed, nonce })` replays the round.
 */
export const casinoRoundFairnessSchema = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

/** One video slot spin, as `VideoSlotSpin` in core: `grid[reel][row]` of symbols W S D T F L A K Q J N. */
export const videoSlotSpinSchema = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())),
  /** `line` is 1 … 20; `pays` x line stake (before the multiplier). */
  lineWins: z.array(z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pays: z.number() })),
  scatters: z.number().int(),
  /** x total stake. */
  scatterPays: z.number(),
  freeSpinsAwarded: z.number().int(),
  multiplier: z.number().int(),
  /** This spin's win, in currency (with the multiplier). */
  win: amountSchema,
});
export type VideoSlotSpinView = z.infer<typeof videoSlotSpinSchema>;

export const videoSlotOutcomeSchema = z.object({
  game: z.literal('video-slot'),
  base: videoSlotSpinSchema,
  /** Every free spin the base spin awarded (retriggers included), played at the same stake. */
  freeSpins: z.array(videoSlotSpinSchema),
});

export const classicSlotOutcomeSchema = z.object({
  game: z.literal('classic-slot'),
  lines: z.number().int(),
  lineStake: amountSchema,
  stops: z.array(z.number().int()),
  /** `grid[reel][row]`: seven bar3 bar2 bar1 bell cherry blank. */
  grid: z.array(z.array(z.string())),
  /** What each of the 5 lines pays x line stake (played or not; only the first `lines` are paid). */
  linePays: z.array(z.number()),
});

export const rouletteBetResultSchema = z.object({
  kind: z.enum(rouletteBetKinds),
  /** The numbers the bet covers (every kind, outside bets too). */
  numbers: z.array(z.number().int()),
  index: z.number().int().nullable(),
  stake: amountSchema,
  won: z.boolean(),
  /** What the bet returned (stake included), 0 when lost. */
  payout: amountSchema,
});

export const rouletteOutcomeSchema = z.object({
  game: z.literal('roulette'),
  pocket: z.number().int(),
  colour: z.enum(['red', 'black', 'green']),
  bets: z.array(rouletteBetResultSchema),
});

/** A blackjack hand: cards 0 … 311 (`cardRank` / `cardSuit` in core), outcome once settled. */
export const blackjackHandSchema = z.object({
  cards: z.array(z.number().int()),
  total: z.number().int(),
  soft: z.boolean(),
  doubled: z.boolean(),
  done: z.boolean(),
  fromSplit: z.boolean(),
  outcome: z.enum(['blackjack', 'win', 'push', 'lose']).nullable(),
});

/**
 * Blackjack as the player may see it (`blackjackPlayerView`): the dealer's up card only while open,
 * the hole card once settled; `actions` is every action taken so far (the verify page replays
 * them with `replayBlackjack`); `legalActions` what may be played now (empty once settled).
 */
export const blackjackOutcomeSchema = z.object({
  game: z.literal('blackjack'),
  phase: z.enum(['insurance', 'player', 'settled']),
  dealer: z.array(z.number().int()),
  /** The dealer total of the visible cards. */
  dealerTotal: z.number().int(),
  hands: z.array(blackjackHandSchema),
  active: z.number().int(),
  insurance: z.enum(['none', 'offered', 'taken', 'declined']),
  actions: z.array(z.enum(blackjackActions)),
  legalActions: z.array(z.enum(blackjackActions)),
});

export const casinoOutcomeSchema = z.discriminatedUnion('game', [videoSlotOutcomeSchema, classicSlotOutcomeSchema, rouletteOutcomeSchema, blackjackOutcomeSchema]);
export type CasinoOutcome = z.infer<typeof casinoOutcomeSchema>;

/**
 * A round: `stake` is everything the round debited so far (blackjack doubles, split and insurance
 * included), `payout` everything it credited (0 while open), `net` = payout - stake.
 */
export const casinoRoundSchema = z.object({
  id: z.string(),
  game: casinoGameIdSchema,
  status: z.enum(casinoRoundStatuses),
  stake: amountSchema,
  payout: amountSchema,
  net: amountSchema,
  currency: z.string(),
  requestId: z.string(),
  fairness: casinoRoundFairnessSchema,
  outcome: casinoOutcomeSchema,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type CasinoRound = z.infer<typeof casinoRoundSchema>;

/** The reply of play and act: the round and the cash and bonus balances after it. */
export const casinoRoundResultSchema = z.object({ round: casinoRoundSchema, balance: amountSchema, bonusBalance: amountSchema });
export type CasinoRoundResult = z.infer<typeof casinoRoundResultSchema>;
/** The wallet after a round, as the header shows it. */
export type CasinoBalances = Pick<CasinoRoundResult, 'balance' | 'bonusBalance'>;
export const casinoRoundResultResponseSchema = envelopeOf(casinoRoundResultSchema);

/** `GET /api/casino/rounds/:id` (the player's own; 404 otherwise). */
export const casinoRoundResponseSchema = envelopeOf(casinoRoundSchema);

/** `GET /api/casino/rounds`: the player's rounds, newest first (`status=open`: the blackjack round to resume). */
export const casinoRoundsQuerySchema = pagedQuery({
  game: casinoGameIdSchema.optional(),
  status: z.enum(casinoRoundStatuses).optional(),
});
export type CasinoRoundsQuery = Partial<z.output<typeof casinoRoundsQuerySchema>>;
export const casinoRoundsResponseSchema = pageResponseOf(casinoRoundSchema);

// ---- Staff -------------------------------------------------------------------------------------

const isoDate = z.iso.date('must be an ISO date (YYYY-MM-DD)');

/**
 * `GET /api/admin/casino-games?from&to` (`casino.read`): dates inclusive, UTC; default the last 30
 * days to today. Figures count settled rounds by settlement day (the first call after a start
 * takes a few seconds: the blackjack analysis behind `rtpExact` runs once per process). 400 naming `to` when to < from or the period is longer than 366 days.
 */
export const adminCasinoGamesQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Rounds played in this currency only (default EUR): amounts of different currencies are never summed. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code').optional(),
});
export type AdminCasinoGamesQuery = z.input<typeof adminCasinoGamesQuerySchema>;

/** One day of one game (settled rounds by settlement day). GGR = turnover - payout. */
export const adminCasinoDaySchema = z.object({ date: z.string(), rounds: z.number().int(), turnover: amountSchema, payout: amountSchema, ggr: amountSchema });
export type AdminCasinoDay = z.infer<typeof adminCasinoDaySchema>;

export const adminCasinoGameSchema = casinoGameSchema.extend({
  /** The exact theoretical RTP in percent with 6 decimals ("96.012345"), from core's exact computation. */
  rtpExact: z.string(),
  rounds: z.number().int(),
  players: z.number().int(),
  turnover: amountSchema,
  payout: amountSchema,
  ggr: amountSchema,
  /** Actual RTP over the period, percent (null without turnover). */
  actualRtpPercent: z.number().nullable(),
  /** Every day of the period, zeros included, oldest first (the chart). */
  days: z.array(adminCasinoDaySchema),
});
export type AdminCasinoGame = z.infer<typeof adminCasinoGameSchema>;

export const adminCasinoGamesSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  games: z.array(adminCasinoGameSchema),
  totals: z.object({ rounds: z.number().int(), turnover: amountSchema, payout: amountSchema, ggr: amountSchema }),
});
export type AdminCasinoGames = z.infer<typeof adminCasinoGamesSchema>;
export const adminCasinoGamesResponseSchema = envelopeOf(adminCasinoGamesSchema);

export const adminCasinoGameParamsSchema = z.object({ id: casinoGameIdSchema });

/**
 * `PATCH /api/admin/casino-games/:id` (`casino.write`, audited): any of the fields; stakes are
 * multiples of the game's `stakeStep`, minStake <= maxStake (400 naming `minStake` / `maxStake`).
 * Replies the lobby card.
 */
export const adminCasinoGamePatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    order: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(1000, 'must be at most 1000').optional(),
    minStake: amountCentsSchema.refine((cents) => cents > 0, 'must be greater than 0').optional(),
    maxStake: amountCentsSchema.refine((cents) => cents > 0, 'must be greater than 0').optional(),
    bonusAllowed: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'send at least one of enabled, order, minStake, maxStake, bonusAllowed', path: ['enabled'] })
  .transform(({ minStake, maxStake, ...rest }) => ({ ...rest, minStakeCents: minStake, maxStakeCents: maxStake }));
export type AdminCasinoGamePatchRequest = z.input<typeof adminCasinoGamePatchSchema>;
export type AdminCasinoGamePatch = z.output<typeof adminCasinoGamePatchSchema>;
export const adminCasinoGameResponseSchema = envelopeOf(casinoGameSchema);
