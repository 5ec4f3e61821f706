import { DashboardScreen } from '../../features/admin-users/components/dashboard-screen';
import { ReconcileCard } from '../../features/bank/components/reconcile-card';

/** The staff dashboard with the bank's ledger reconciliation card under it. */
export function AdminDashboardRoute() {
  return <DashboardScreen extra={<ReconcileCard />} />;
}
