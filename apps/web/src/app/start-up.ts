import { betSubmittedFlagKey, slipResetAfterSubmission } from '../features/betslip/betslip-slice';
import { userRefreshRequested } from '../features/auth/user-slice';
import { riskLimitsRequested } from '../features/risk/rmgt-slice';
import type { AppStore } from './store';

/** Runs once the persisted state is back. */
export function runStartUp(store: AppStore, session: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): void {
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
