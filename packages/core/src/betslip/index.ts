export { multiReturnCents, singleReturnCents, systemReturnCents } from './returns';
export type { ReturnLeg } from './returns';
export { betslipLegsMax, betslipLegsMultiMin, betslipSystemLegs } from './limits';
