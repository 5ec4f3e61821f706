/** Shapes of the bank API (docs/bank-api.md). Amounts are the API's decimal numbers. */

export type PaymentMethodKind = 'bank_transfer' | 'card' | 'upi' | 'crypto';
export const paymentMethodKinds: readonly PaymentMethodKind[] = ['bank_transfer', 'card', 'upi', 'crypto'];

/** Who confirms a deposit: `manual` staff by reference, `sandbox` the test card provider (development only). */
export type PaymentProvider = 'sandbox' | 'manual';
export const paymentProviders: readonly PaymentProvider[] = ['manual', 'sandbox'];

export type PaymentMethod = {
  id: string;
  name: string;
  kind: PaymentMethodKind;
  provider: PaymentProvider;
  min: number;
  max: number;
  feeFixed: number;
  feeBasisPoints: number;
  enabled: boolean;
  displayOrder: number;
  instructions: string | null;
};

export type DepositStatus = 'pending' | 'completed' | 'failed' | 'rejected';
export const depositStatuses: readonly DepositStatus[] = ['pending', 'completed', 'failed', 'rejected'];

export type Deposit = {
  id: string;
  userId: string;
  username: string;
  method: { id: string; name: string; kind: PaymentMethodKind; provider: PaymentProvider };
  amount: number;
  fee: number;
  total: number;
  currency: string;
  status: DepositStatus;
  reference: string;
  instructions: string | null;
  redirectUrl: string | null;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';
export const withdrawalStatuses: readonly WithdrawalStatus[] = ['pending', 'paid', 'rejected'];

export type Withdrawal = {
  id: string;
  userId: string;
  username: string;
  method: { id: string; name: string; kind: PaymentMethodKind };
  amount: number;
  fee: number;
  payout: number;
  currency: string;
  details: Record<string, string>;
  status: WithdrawalStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

export type TransactionStatus = 'pending' | 'completed' | 'voided';
export const transactionStatuses: readonly TransactionStatus[] = ['pending', 'completed', 'voided'];

export type Transaction = {
  id: string;
  createdAt: string;
  code: string;
  wallet: 'cash' | 'bonus';
  amount: number;
  currency: string;
  status: TransactionStatus;
  resolvedAt: string | null;
  note: string | null;
};

export type Page<T> = { list: T[]; total: number; perPage: number; currentPage: number };

export type BankSummary = {
  currency: string;
  balance: number;
  bonusBalance: number;
  pendingWithdrawals: { count: number; amount: number };
  pendingDeposits: { count: number; amount: number };
};

export type SandboxPayment = {
  id: string;
  merchantReference: string;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  createdAt: string;
  completedAt: string | null;
};

export type HistoryFilters = { code?: string; from?: string; to?: string; status?: TransactionStatus };

export type BalanceApprovalStatus = 'pending' | 'approved' | 'rejected';

/** A staff credit above the approval threshold, waiting for (or decided by) a second staff member. */
export type BalanceApproval = {
  id: string;
  userId: string;
  username: string | null;
  kind: 'player_credit' | 'agent_funding';
  amount: number;
  currency: string;
  note: string;
  status: BalanceApprovalStatus;
  requestedBy: { id: string; username: string | null };
  decidedBy: { id: string; username: string | null } | null;
  reason: string | null;
  transferId: string | null;
  createdAt: string;
  decidedAt: string | null;
};
