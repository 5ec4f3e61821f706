export {
  amountCentsMax,
  assertCents,
  centsPerUnit,
  centsToAmount,
  floorDiv,
  formatMoney,
  parseAmount,
  roundHalfUpDiv,
} from './money';
export type { Cents } from './money';
