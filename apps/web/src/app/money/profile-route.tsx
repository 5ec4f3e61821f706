import { ChangePasswordCard } from '../../features/auth/components/change-password-card';
import { ProfileScreen } from '../../features/responsible-gambling/components/profile-screen';
import { useAppSelector } from '../hooks';

/** The app hands the logged-in user's account to the profile screen (features do not read each other's state). */
export function ProfileRoute() {
  const user = useAppSelector((state) => state.user.user);
  if (!user) return null;
  return (
    <ProfileScreen
      account={{ username: user.username, email: user.email, emailVerified: user.emailVerified, currency: user.currency, createdAt: user.createdAt }}
      accountSecurity={<ChangePasswordCard />}
    />
  );
}
