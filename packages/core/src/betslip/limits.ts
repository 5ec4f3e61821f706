/** Multi and system bets need at least this many legs; fewer forces a single. */
export const betslipLegsMultiMin = 3;
/** A system bet uses exactly the first three legs (three doubles). */
export const betslipSystemLegs = 3;
/** Upper bound of legs in one slip. */
export const betslipLegsMax = 20;
