import { DashboardScreen } from '../../features/admin-reports/components/dashboard-screen';
import { PendingApprovalsBadge } from '../../features/admin-payments/components/pending-approvals-badge';
import { ReconcileCard } from '../../features/admin-payments/components/reconcile-card';
import { RegistrationsCard } from '../../features/admin-users/components/registrations-card';
import { useCan } from '../../lib/use-can';

/**
 * The staff dashboard (admin-reports' figures): approvers (`balance.approve`) see the pending-approvals
 * count above the figures; the registrations chart (admin-users) follows them, and the ledger
 * reconciliation card (`reconcile.run`, admin-payments) ends the screen.
 */
export function AdminDashboardRoute() {
  const canApprove = useCan('balance.approve');
  const canReconcile = useCan('reconcile.run');
  return <DashboardScreen notices={canApprove ? <PendingApprovalsBadge /> : undefined} registrations={<RegistrationsCard />} extra={canReconcile ? <ReconcileCard /> : null} />;
}
