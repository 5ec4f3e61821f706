import { Anchor, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useCreditHistoryQuery } from '../api/admin-payments-api';
import { TransactionsView, useHistoryFilters } from '../../../components/transactions-table';

/** One player's history: the filters start empty again for another player (keyed by id). */
function CreditHistoryTable({ userId }: { userId: string }) {
  const filters = useHistoryFilters();
  const rows = remoteOf(useCreditHistoryQuery({ userId, ...filters.query }, { skip: !userId }));
  return <TransactionsView filters={filters} rows={rows} />;
}

/** `/caff/admin/user-credit-history/:id`: one player's ledger history with the player's own filters. */
export function AdminCreditHistoryScreen({ username }: { username: string | null }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Container size="xl" px={0}>
      <Anchor component={Link} to={paths.admin.user.getHref(id)} size="sm" mb="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} />
        {t('adminBank.credit.back')}
      </Anchor>
      <ScreenTitle title={t('adminBank.credit.title')} subtitle={t('adminBank.credit.subtitle', { username: username ?? id })} />
      <CreditHistoryTable key={id} userId={id} />
    </Container>
  );
}
