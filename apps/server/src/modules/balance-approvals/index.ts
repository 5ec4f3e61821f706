// The balance-approvals module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { balanceApprovalsRoutes } from './balance-approvals.routes';
export { approvalSchema } from './balance-approvals.schemas';
export type { ApprovalView } from './balance-approvals.schemas';
export { approvalOfRequest, approvalView, loadApprovalThresholds, needsSecondApproval, openApproval } from './balance-approvals.service';
