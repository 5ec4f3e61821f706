import { LoginScreen } from '../../features/auth/components/login-screen';
import { GuestSupportChat } from '../../features/support-chat/components/guest-support-chat';

/** The login screen with "Contact support": a guest can reach support before signing in. */
export function LoginRoute() {
  return (
    <>
      <LoginScreen />
      <GuestSupportChat />
    </>
  );
}
