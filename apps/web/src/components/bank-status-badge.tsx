import { TranslatedStatusBadge } from './status-badge';

const colors: Record<string, string> = {
  pending: 'yellow',
  completed: 'brand',
  paid: 'brand',
  approved: 'brand',
  succeeded: 'brand',
  failed: 'red',
  rejected: 'red',
  voided: 'gray',
};

/** A money movement's status with its translated name (`bank.status.*`). */
export function BankStatusBadge({ status }: { status: string }) {
  return <TranslatedStatusBadge status={status} colors={colors} prefix="bank.status" />;
}
