import { betSubmittedFlagKey, slipResetAfterSubmission } from '../features/betslip/betslip-slice';
import { userRefreshRequested } from '../features/auth/user-slice';
import { partnerClickRecorded } from '../features/partner/api/partner-api';
import { riskLimitsRequested } from '../features/risk/rmgt-slice';
import { affiliateCodeOf } from '../lib/referral-cookies';
import type { AppStore } from './store';

/** Runs once the persisted state is back (`search`: the address's query at arrival). */
export function runStartUp(store: AppStore, session: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage, search: string = window.location.search): void {
  // An arrival through a partner's link (the cookie is already stored by main.tsx): one click, counted by the server once a visitor a day.
  const affiliateCode = affiliateCodeOf(search);
  if (affiliateCode) void store.dispatch(partnerClickRecorded(affiliateCode));
  if (session.getItem(betSubmittedFlagKey) !== null) {
    session.removeItem(betSubmittedFlagKey);
    store.dispatch(slipResetAfterSubmission());
  }
  const { token, user } = store.getState().user;
  // A partner's account is read by the partner dashboard (the player's user call is not theirs).
  if (token && user && user.role !== 'partner') {
    void store.dispatch(userRefreshRequested());
    if (user.role === 'player') void store.dispatch(riskLimitsRequested());
  }
}
