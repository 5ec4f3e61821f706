import { countryCodeSchema, type MessageAudience } from '@oddsmith/core';
import type { AudienceCountArgs } from '../../api/admin-messages-api';

/** The audience as the form holds it: the kind, and the field each kind needs (maybe not filled yet). */
export type AudienceDraft = {
  kind: MessageAudience['kind'];
  userId: string | null;
  country: string;
  partnerId: string | null;
};

export const emptyAudience: AudienceDraft = { kind: 'player', userId: null, country: '', partnerId: null };

/** The audience to send to, or null while the kind's own field is missing or invalid. */
export function audienceOf(draft: AudienceDraft): MessageAudience | null {
  switch (draft.kind) {
    case 'player':
      return draft.userId ? { kind: 'player', userId: draft.userId } : null;
    case 'country': {
      const country = countryCodeSchema.safeParse(draft.country);
      return country.success ? { kind: 'country', country: country.data } : null;
    }
    case 'partner':
      return draft.partnerId ? { kind: 'partner', partnerId: draft.partnerId } : null;
    default:
      return { kind: draft.kind };
  }
}

/** The audience-count query of a complete audience. */
export function countArgsOf(audience: MessageAudience): AudienceCountArgs {
  return { ...audience };
}
