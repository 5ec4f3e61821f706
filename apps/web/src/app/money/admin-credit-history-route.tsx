import { useParams } from 'react-router';
import { getUser } from '../../features/admin-users/api/get-user';
import { AdminCreditHistoryScreen } from '../../features/admin-payments/components/admin-credit-history-screen';
import { useRemote } from '../../lib/use-remote';

/** The credit history (bank) titled with the player's name (admin-users). */
export function AdminCreditHistoryRoute() {
  const { id = '' } = useParams();
  const user = useRemote(() => getUser(id), id);
  return <AdminCreditHistoryScreen username={user.data?.user.username ?? null} />;
}
