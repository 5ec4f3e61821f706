import { useParams } from 'react-router';
import { useAdminUserQuery } from '../../features/admin-users/api/admin-users-api';
import { AdminCreditHistoryScreen } from '../../features/admin-payments/components/admin-credit-history-screen';

/** The credit history (bank) titled with the player's name (admin-users). */
export function AdminCreditHistoryRoute() {
  const { id = '' } = useParams();
  const { data } = useAdminUserQuery(id);
  return <AdminCreditHistoryScreen username={data?.user.username ?? null} />;
}
