import { BankScreen } from '../../features/bank/components/bank-screen';
import { userRefreshRequested } from '../../features/auth/user-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The app composes bank and auth: money moved on /bank refreshes the user (the header balance). */
export function BankRoute() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user.user);
  return (
    <BankScreen
      currency={user?.currency ?? 'EUR'}
      emailVerified={user?.emailVerified ?? true}
      onBalanceChanged={() => void dispatch(userRefreshRequested())}
    />
  );
}
