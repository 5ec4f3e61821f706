import { hasPermission } from '@oddsmith/core';
import { DashboardScreen } from '../../features/admin-users/components/dashboard-screen';
import { PendingApprovalsBadge } from '../../features/bank/components/pending-approvals-badge';
import { ReconcileCard } from '../../features/bank/components/reconcile-card';
import { useAppSelector } from '../hooks';

/** The staff dashboard: approvers see the pending-approvals count above the figures; the ledger reconciliation card is under the chart. */
export function AdminDashboardRoute() {
  const role = useAppSelector((state) => state.user.user?.role ?? null);
  return <DashboardScreen notices={hasPermission(role, 'balance.approve') ? <PendingApprovalsBadge /> : undefined} extra={<ReconcileCard />} />;
}
