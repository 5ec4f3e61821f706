import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconArrowsExchange, IconHistory, IconMailForward } from '@tabler/icons-react';
import { isScopedToOwnPlayers } from '@oddsmith/core';
import { useTranslation } from '../../lib/use-translation';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { UserDetailScreen } from '../../features/admin-users/components/user-detail-screen';
import { AgentCashForm } from '../../features/admin-agents/components/agent-cash-form';
import { TransferBalanceModal } from '../../features/admin-payments/components/transfer-balance-modal';
import { selectRole, useCan } from '../../lib/use-can';

/**
 * The user detail (admin-users) with the money actions of the bank feature, each for the roles
 * holding its permission. A cash agent moves money between their float and their player with the
 * form under the profile (admin-agents) instead of the staff transfer dialog.
 */
export function AdminUserRoute() {
  const { t } = useTranslation();
  const [transferOpen, setTransferOpen] = useState(false);
  const canReadLedger = useCan('ledger.read');
  const canTransfer = useCan('balance.transfer');
  const canMessage = useCan('messages.send');
  const isAgent = isScopedToOwnPlayers(useSelector(selectRole), 'balance.transfer');
  return (
    <UserDetailScreen
      below={isAgent ? (user, reload) => <AgentCashForm player={user} onDone={reload} /> : undefined}
      actions={(user, reload) => (
        <>
          {canMessage && user.role === 'player' ? (
            <Button component={Link} to={`${paths.admin.messages.getHref()}?to=${encodeURIComponent(user.id)}`} variant="light" leftSection={<IconMailForward size={16} />}>
              {t('adminMessages.sendTo')}
            </Button>
          ) : null}
          {canReadLedger ? (
            <Button component={Link} to={paths.admin.userCreditHistory.getHref(user.id)} variant="light" leftSection={<IconHistory size={16} />}>
              {t('adminBank.credit.button')}
            </Button>
          ) : null}
          {canTransfer && !isAgent ? (
            <>
              <Button leftSection={<IconArrowsExchange size={16} />} onClick={() => setTransferOpen(true)}>
                {t('adminBank.transfer.open')}
              </Button>
              <TransferBalanceModal
                userId={user.id}
                username={user.username}
                currency={user.currency}
                opened={transferOpen}
                onClose={() => setTransferOpen(false)}
                onDone={reload}
              />
            </>
          ) : null}
        </>
      )}
    />
  );
}
