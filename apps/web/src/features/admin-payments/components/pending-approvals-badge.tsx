import { Badge, Button, Loader, Tooltip } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { hasPermission } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useBalanceApprovalsQuery } from '../api/admin-payments-api';
import { selectViewer } from '../selectors';

function PendingApprovalsCount() {
  const { t } = useTranslation();
  const count = remoteOf(useBalanceApprovalsQuery({ page: 1, perPage: 1, status: 'pending' }));
  const total = count.data?.total ?? 0;
  const badge =
    count.status === 'loading' && !count.data ? (
      <Loader size={12} aria-label={t('common.loading')} />
    ) : count.status === 'failed' ? (
      <Tooltip label={count.error ?? t('errors.render')}>
        <Badge color="red" variant="light" aria-label={t('adminBank.approvals.countFailed')}>
          !
        </Badge>
      </Tooltip>
    ) : (
      <Badge color={total > 0 ? 'yellow' : 'gray'} variant={total > 0 ? 'filled' : 'light'} aria-label={t('adminBank.approvals.count', { total })}>
        {total}
      </Badge>
    );
  return (
    <Button component={Link} to={paths.admin.payments.getHref()} variant="light" color={total > 0 ? 'yellow' : 'gray'} leftSection={<IconUserCheck size={16} />} rightSection={badge}>
      {t('adminBank.approvals.title')}
    </Button>
  );
}

/** Dashboard: how many staff credits wait for a second approval, linking to the payments screen (approvers only). */
export function PendingApprovalsBadge() {
  const viewer = useSelector(selectViewer);
  if (!hasPermission(viewer?.role, 'balance.approve')) return null;
  return <PendingApprovalsCount />;
}
