import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[status] ?? 'gray'} size="sm" style={{ flexShrink: 0, minWidth: 'fit-content', overflow: 'visible' }}>
      {t(`bank.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
