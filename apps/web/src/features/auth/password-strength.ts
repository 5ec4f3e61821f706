import { passwordLengthMin } from '@oddsmith/core';

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; level: 'weak' | 'fair' | 'good' | 'strong' };

/** A hint only; the rule that decides is core's checkPassword. */
export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= passwordLengthMin) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password) || password.length >= 16) score += 1;
  if (password.length < passwordLengthMin) score = Math.min(score, 1);
  const clamped = Math.min(score, 4) as PasswordStrength['score'];
  const level = clamped <= 1 ? 'weak' : clamped === 2 ? 'fair' : clamped === 3 ? 'good' : 'strong';
  return { score: clamped, level };
}
