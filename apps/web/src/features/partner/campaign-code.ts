import { partnerCodePattern } from '@oddsmith/core';

/** Why a typed campaign code is refused before asking the server (which also refuses one another partner has). */
export function campaignCodeProblem(code: string): 'required' | 'format' | null {
  const text = code.trim();
  if (!text) return 'required';
  return partnerCodePattern.test(text) ? null : 'format';
}
