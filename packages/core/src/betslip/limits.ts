import type { Currency } from '../api/contract';
import type { Cents } from '../money/money';

/** Multi and system bets need at least this many legs; fewer forces a single. */
export const betslipLegsMultiMin = 3;
/** A system bet uses exactly the first three legs (three doubles). */
export const betslipSystemLegs = 3;
/** Upper bound of legs in one slip. */
export const betslipLegsMax = 20;

/*
 * Operator stake and payout limits, per supported currency (core `currencies`) in that currency's
 * cents; settings `risk.limits` override them currency by currency. The defaults are round amounts
 * of about the same worth (1 EUR ~ 1 USD ~ 1 GBP ~ 100 INR), chosen for the reader, not converted
 * at a rate. A currency outside the list has no limits: placement refuses it
 * (`BETSLIP_CURRENCY_UNSUPPORTED`) rather than guess.
 */
/** Minimum stake: 1.00 EUR / USD / GBP, 100.00 INR. */
export const stakeCentsMinByCurrencyDefault: Readonly<Record<Currency, Cents>> = { EUR: 100, USD: 100, GBP: 100, INR: 10_000 };
/** Maximum stake (before the stake factor): 10,000.00 EUR / USD / GBP, 1,000,000.00 INR. */
export const stakeCentsMaxByCurrencyDefault: Readonly<Record<Currency, Cents>> = { EUR: 1_000_000, USD: 1_000_000, GBP: 1_000_000, INR: 100_000_000 };
/** Maximum potential return of one ticket: 250,000.00 EUR / USD / GBP, 25,000,000.00 INR. */
export const payoutCentsMaxByCurrencyDefault: Readonly<Record<Currency, Cents>> = { EUR: 25_000_000, USD: 25_000_000, GBP: 25_000_000, INR: 2_500_000_000 };
