import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logoutRequested } from '../../features/auth/user-slice';
import { IdleTurn } from '../../lib/idle-turn';
import { lazyExport } from '../../lib/lazy-with-retry';
import { useAppDispatch, useAppSelector } from '../hooks';

/** Its modal and tooltip code loads after the first screen, in an idle turn (a player's only). */
const SessionClock = lazyExport(() => import('../../features/responsible-gambling/components/session-clock'), 'SessionClock');

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
  return (
    <IdleTurn fallback={null}>
      <SessionClock balanceKey={`${user.balance}|${user.bonusBalance}`} onLogout={() => void logout()} />
    </IdleTurn>
  );
}
