import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconArrowsExchange, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { UserDetailScreen } from '../../features/admin-users/components/user-detail-screen';
import { TransferBalanceModal } from '../../features/bank/components/transfer-balance-modal';

/** The user detail (admin-users) with the money actions of the bank feature: credit history, transfer balance. */
export function AdminUserRoute() {
  const { t } = useTranslation();
  const [transferOpen, setTransferOpen] = useState(false);
  return (
    <UserDetailScreen
      actions={(user, reload) => (
        <>
          <Button component={Link} to={paths.admin.userCreditHistory.getHref(user.id)} variant="light" leftSection={<IconHistory size={16} />}>
            {t('adminBank.credit.button')}
          </Button>
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
      )}
    />
  );
}
