import type { AuthPayload } from '@oddsmith/core';
import { PartnerLoginScreen } from '../../features/partner/components/partner-login-screen';
import { PartnerRegisterScreen } from '../../features/partner/components/partner-register-screen';
import { sessionOpened } from '../../features/auth/user-slice';
import { useAppDispatch } from '../hooks';

/** The partner's sign-in and sign-up open the app's session (the auth feature's `user` slice), then the page reloads. */
function useOpenSession() {
  const dispatch = useAppDispatch();
  return (payload: AuthPayload) => {
    dispatch(sessionOpened(payload));
  };
}

export function PartnerLoginRoute() {
  return <PartnerLoginScreen onSignedIn={useOpenSession()} />;
}

export function PartnerRegisterRoute() {
  return <PartnerRegisterScreen onSignedIn={useOpenSession()} />;
}
