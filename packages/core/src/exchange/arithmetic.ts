/**
 * Exact integer arithmetic for the exchange's money maths: every result is a whole number of cents
 * computed without a float product that could lose precision (the operands are split so that no
 * intermediate value exceeds 2^53 while the result itself fits).
 */

/** Floor division of a safe integer by a positive one: quotient and remainder 0 <= rest < divisor. */
export function floorDivide(value: number, divisor: number): { quotient: number; rest: number } {
  let quotient = Math.floor(value / divisor) + 0; // + 0 turns -0 into 0
  let rest = value - quotient * divisor;
  // The float division may be off by one for values near 2^53: correct it exactly.
  if (rest < 0) {
    quotient -= 1;
    rest += divisor;
  } else if (rest >= divisor) {
    quotient += 1;
    rest -= divisor;
  }
  return { quotient, rest };
}

/** Floor of value * multiplier / divisor, exact under the same conditions as `mulDivRoundHalfUp`. */
export function mulDivFloor(value: number, multiplier: number, divisor: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`value must be a non-negative safe integer, got ${value}`);
  const { quotient, rest } = floorDivide(value, divisor);
  return quotient * multiplier + floorDivide(rest * multiplier, divisor).quotient;
}

/**
 * Round half up of value * multiplier / divisor for a non-negative safe integer `value` and positive
 * integers `multiplier`, `divisor` up to 10^6. Splits value = q * divisor + r so that only
 * r * multiplier (< 10^12) is ever multiplied out: exact whenever the result is a safe integer.
 */
export function mulDivRoundHalfUp(value: number, multiplier: number, divisor: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`value must be a non-negative safe integer, got ${value}`);
  const { quotient, rest } = floorDivide(value, divisor);
  return quotient * multiplier + floorDivide(2 * rest * multiplier + divisor, 2 * divisor).quotient;
}
