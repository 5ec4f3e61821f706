import { assert, err, ok, type Result } from '../control/control';

export const usernameLengthMin = 3;
export const usernameLengthMax = 30;
export const emailLengthMax = 254;
export const passwordLengthMin = 10;
export const passwordLengthMax = 128;
export const adultAgeYears = 18;
/** How many of the most common passwords (a frequency-ordered list) are refused. */
export const commonPasswordsMax = 10_000;

export type AccountRuleCode =
  | 'ACCOUNT_USERNAME_INVALID'
  | 'ACCOUNT_EMAIL_INVALID'
  | 'ACCOUNT_PASSWORD_WEAK'
  | 'ACCOUNT_PASSWORD_COMMON'
  | 'ACCOUNT_DOB_INVALID'
  | 'ACCOUNT_UNDERAGE';

const usernamePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkUsername(username: string): Result<string, AccountRuleCode> {
  if (username.length < usernameLengthMin || username.length > usernameLengthMax) {
    return err('ACCOUNT_USERNAME_INVALID', `must be ${usernameLengthMin} to ${usernameLengthMax} characters`);
  }
  if (!usernamePattern.test(username)) {
    return err('ACCOUNT_USERNAME_INVALID', 'may contain only letters, digits, dot, dash and underscore');
  }
  return ok(username);
}

export function checkEmail(email: string): Result<string, AccountRuleCode> {
  if (email.length > emailLengthMax || !emailPattern.test(email)) {
    return err('ACCOUNT_EMAIL_INVALID', 'must be a valid e-mail address');
  }
  return ok(email.toLowerCase());
}

const noCommonPasswords: ReadonlySet<string> = new Set();

/**
 * Strong: 10 to 128 characters with a lower-case letter, an upper-case letter and a digit, and not
 * one of `commonPasswords` (lower-case, at most `commonPasswordsMax`; the caller loads the list,
 * compared case-insensitively). Without the list only the shape is checked (the web's hint).
 */
export function checkPassword(password: string, commonPasswords: ReadonlySet<string> = noCommonPasswords): Result<string, AccountRuleCode> {
  assert(commonPasswords.size <= commonPasswordsMax, 'common password list too long');
  if (password.length < passwordLengthMin) {
    return err('ACCOUNT_PASSWORD_WEAK', `must be at least ${passwordLengthMin} characters`);
  }
  if (password.length > passwordLengthMax) {
    return err('ACCOUNT_PASSWORD_WEAK', `must be at most ${passwordLengthMax} characters`);
  }
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return err('ACCOUNT_PASSWORD_WEAK', 'must contain a lower-case letter, an upper-case letter and a digit');
  }
  if (commonPasswords.has(password.toLowerCase())) {
    return err('ACCOUNT_PASSWORD_COMMON', 'is one of the most common passwords; choose another');
  }
  return ok(password);
}

/** Parses a calendar date `YYYY-MM-DD` that really exists. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a birth date and the UTC day of `nowMs`. */
export function ageInYears(dateOfBirth: string, nowMs: number): number | null {
  const dob = parseIsoDate(dateOfBirth);
  if (!dob) return null;
  const now = new Date(nowMs);
  const [y, m, d] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  const hadBirthday = m > dob.month || (m === dob.month && d >= dob.day);
  return y - dob.year - (hadBirthday ? 0 : 1);
}

export function checkDateOfBirth(dateOfBirth: string, nowMs: number): Result<string, AccountRuleCode> {
  const age = ageInYears(dateOfBirth, nowMs);
  if (age === null || age > 120) return err('ACCOUNT_DOB_INVALID', 'must be a real date as YYYY-MM-DD');
  if (age < 0) return err('ACCOUNT_DOB_INVALID', 'cannot be in the future');
  if (age < adultAgeYears) return err('ACCOUNT_UNDERAGE', `you must be at least ${adultAgeYears} years old`);
  return ok(dateOfBirth);
}
