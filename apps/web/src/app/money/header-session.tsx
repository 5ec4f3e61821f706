import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logoutRequested } from '../../features/auth/user-slice';
import { SessionClock } from '../../features/responsible-gambling/components/session-clock';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The player header's session time and net position; refreshed whenever the balance changes. */
export function HeaderSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.user.user);
  if (!user || user.role !== 'player') return null;
  const logout = async () => {
    await dispatch(logoutRequested());
    await navigate(paths.root.getHref(), { replace: true });
  };
  return <SessionClock balanceKey={`${user.balance}|${user.bonusBalance}`} onLogout={() => void logout()} />;
}
