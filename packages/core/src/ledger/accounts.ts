import { assert } from '../control/control';
import { ledgerIdLengthMax } from './limits';

/**
 * Kinds of ledger account (PRODUCT.md section 3). Every balance is `credits - debits`, so a player's
 * wallet is positive when the house owes the player, and the balances of all accounts sum to zero.
 */
export const accountKinds = [
  'player_cash',
  'player_bonus',
  'house',
  'payment_clearing',
  'exchange_escrow',
  'partner',
  'agent',
] as const;
export type AccountKind = (typeof accountKinds)[number];

/**
 * Only the operator's own books may go below zero: the house (it pays winnings and bonuses before
 * it collects) and payment clearing (money in transit at the payment provider). Every account that
 * holds someone else's money (players, escrow, partners, agents) never goes below zero.
 */
const negativeAllowedKinds: ReadonlySet<AccountKind> = new Set<AccountKind>(['house', 'payment_clearing']);

export function accountKindMayGoNegative(kind: AccountKind): boolean {
  return negativeAllowedKinds.has(kind);
}

/** `<kind>:<ownerId>`; the owner of house and payment clearing is a currency code (one book per currency). */
export type AccountId = `${AccountKind}:${string}`;

const idPattern = /^[A-Za-z0-9_-]+$/;

/** Event ids and owner ids are joined with `:` into keys, so they may not contain one. */
export function assertLedgerId(id: string, name = 'id'): void {
  assert(id.length >= 1 && id.length <= ledgerIdLengthMax, `${name} must be 1 to ${ledgerIdLengthMax} characters`);
  assert(idPattern.test(id), `${name} may contain only letters, digits, '_' and '-'`);
}

function isAccountKind(value: string): value is AccountKind {
  return (accountKinds as readonly string[]).includes(value);
}

export function accountId(kind: AccountKind, ownerId: string): AccountId {
  assert(isAccountKind(kind), 'unknown account kind');
  assertLedgerId(ownerId, 'account owner id');
  return `${kind}:${ownerId}`;
}

export function accountKindOf(id: AccountId): AccountKind {
  const separator = id.indexOf(':');
  assert(separator > 0, 'account id must be <kind>:<owner>');
  const kind = id.slice(0, separator);
  assert(isAccountKind(kind), `unknown account kind in ${id}`);
  return kind;
}

export function accountMayGoNegative(id: AccountId): boolean {
  return accountKindMayGoNegative(accountKindOf(id));
}

export const playerCashAccount = (playerId: string): AccountId => accountId('player_cash', playerId);
export const playerBonusAccount = (playerId: string): AccountId => accountId('player_bonus', playerId);
export const houseAccount = (currency: string): AccountId => accountId('house', currency);
export const paymentClearingAccount = (currency: string): AccountId => accountId('payment_clearing', currency);
export const exchangeEscrowAccount = (playerId: string): AccountId => accountId('exchange_escrow', playerId);
export const partnerAccount = (partnerId: string): AccountId => accountId('partner', partnerId);
export const agentAccount = (agentId: string): AccountId => accountId('agent', agentId);
