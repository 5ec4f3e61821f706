import { DashboardScreen } from '../../features/admin-users/components/dashboard-screen';
import { ReconcileCard } from '../../features/bank/components/reconcile-card';
import { useCan } from '../../lib/use-can';

/** The staff dashboard with the bank's ledger reconciliation card under it (for `reconcile.run`). */
export function AdminDashboardRoute() {
  const canReconcile = useCan('reconcile.run');
  return <DashboardScreen extra={canReconcile ? <ReconcileCard /> : null} />;
}
