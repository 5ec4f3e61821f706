import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconArrowsExchange, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { UserDetailScreen } from '../../features/admin-users/components/user-detail-screen';
import { TransferBalanceModal } from '../../features/admin-payments/components/transfer-balance-modal';
import { useCan } from '../../lib/use-can';

/** The user detail (admin-users) with the money actions of the bank feature, each for the roles holding its permission. */
export function AdminUserRoute() {
  const { t } = useTranslation();
  const [transferOpen, setTransferOpen] = useState(false);
  const canReadLedger = useCan('ledger.read');
  const canTransfer = useCan('balance.transfer');
  return (
    <UserDetailScreen
      actions={(user, reload) => (
        <>
          {canReadLedger ? (
            <Button component={Link} to={paths.admin.userCreditHistory.getHref(user.id)} variant="light" leftSection={<IconHistory size={16} />}>
              {t('adminBank.credit.button')}
            </Button>
          ) : null}
          {canTransfer ? (
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
