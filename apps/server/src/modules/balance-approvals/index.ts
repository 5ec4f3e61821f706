// The balance-approvals module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { balanceApprovalsRoutes } from './balance-approvals.routes';
export { approvalOfRequest, approvalView, loadApprovalThresholds, needsSecondApproval, openApproval } from './balance-approvals.service';
