import { casinoGameIds, type CasinoGame, type CasinoRound } from '@oddsmith/core';

/** What the verify page recomputes a round from: the seeds, the committed hash and the player's choices. */
export type VerifyInput = {
  game: CasinoGame;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The SHA-256 shown before play (the round's `serverSeedHash`). */
  hash: string;
  /** Classic slot: lines played. */
  lines?: number;
  /** Blackjack: the actions taken, in order. */
  actions?: string[];
  /** The stored round to compare with (the player's own). */
  roundId?: string;
};

/** The verify page's address for a round whose server seed is revealed (null while it is still in use). */
export function verifyLinkOf(path: string, round: CasinoRound): string | null {
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (serverSeed === null) return null;
  const params = new URLSearchParams({ game: round.game, serverSeed, clientSeed, nonce: String(nonce), hash: serverSeedHash, round: round.id });
  if (round.outcome.game === 'classic-slot') params.set('lines', String(round.outcome.lines));
  if (round.outcome.game === 'blackjack') params.set('actions', round.outcome.actions.join(','));
  return `${path}?${params.toString()}`;
}

/** The verify page's query read back; null when the game or the nonce is missing or unreadable. */
export function verifyInputOf(params: URLSearchParams): VerifyInput | null {
  const game = params.get('game') as CasinoGame | null;
  const nonce = Number(params.get('nonce'));
  if (!game || !casinoGameIds.includes(game) || params.get('nonce') === null || !Number.isSafeInteger(nonce)) return null;
  const lines = params.get('lines');
  const actions = params.get('actions');
  return {
    game,
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce,
    hash: params.get('hash') ?? '',
    lines: lines ? Number(lines) : undefined,
    actions: actions ? actions.split(',').filter(Boolean) : actions === '' ? [] : undefined,
    roundId: params.get('round') ?? undefined,
  };
}
