export { auditLog } from './audit';
export { ledgerAccountKinds, ledgerAccounts, ledgerTransfers, nonNegativeKinds } from './ledger';
export type { LedgerAccountKind, LedgerAccountRow, LedgerTransferRow } from './ledger';
export { mailOutbox } from './mail';
export { settings } from './settings';
export { emailVerifications, passwordResets } from './tokens';
export type { OneTimeTokenTable } from './tokens';
export { sessions, users } from './users';
export type { NewUserRow, SessionRow, UserRow } from './users';
