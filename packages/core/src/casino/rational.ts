/** An exact non-negative fraction: numerator / denominator as bigints, always reduced. */
export type Rational = { readonly num: bigint; readonly den: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** num / den reduced (den > 0). */
export function rational(num: bigint, den = 1n): Rational {
  if (den === 0n) throw new RangeError('rational: zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const addRational = (a: Rational, b: Rational): Rational => rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const subtractRational = (a: Rational, b: Rational): Rational => rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const multiplyRational = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export const divideRational = (a: Rational, b: Rational): Rational => rational(a.num * b.den, a.den * b.num);

/** The fraction as a decimal string with `digits` places, rounded half up (e.g. 0.9601234567 at 10). */
export function rationalToDecimal(value: Rational, digits = 10): string {
  const scale = 10n ** BigInt(digits);
  const negative = value.num < 0n;
  const magnitude = negative ? -value.num : value.num;
  const scaled = (magnitude * scale * 2n + value.den) / (value.den * 2n);
  const whole = (scaled / scale).toString();
  const fraction = (scaled % scale).toString().padStart(digits, '0');
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/** The nearest double (for display and confidence intervals; the exact figure is the fraction). */
export const rationalToNumber = (value: Rational): number => Number(rationalToDecimal(value, 17));
