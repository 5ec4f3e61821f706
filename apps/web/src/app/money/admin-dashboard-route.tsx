import { DashboardScreen } from '../../features/admin-users/components/dashboard-screen';
import { PendingApprovalsBadge } from '../../features/admin-payments/components/pending-approvals-badge';
import { ReconcileCard } from '../../features/admin-payments/components/reconcile-card';
import { useCan } from '../../lib/use-can';

/**
 * The staff dashboard: approvers (`balance.approve`) see the pending-approvals count above the
 * figures; the ledger reconciliation card (`reconcile.run`) is under the chart.
 */
export function AdminDashboardRoute() {
  const canApprove = useCan('balance.approve');
  const canReconcile = useCan('reconcile.run');
  return <DashboardScreen notices={canApprove ? <PendingApprovalsBadge /> : undefined} extra={canReconcile ? <ReconcileCard /> : null} />;
}
