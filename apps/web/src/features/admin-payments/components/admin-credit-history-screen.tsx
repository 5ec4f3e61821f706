import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { ScreenPage } from '../../../components/screen-page';
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
    <ScreenPage
      size="xl"
      back={{ to: paths.admin.user.getHref(id), label: t('adminBank.credit.back') }}
      title={t('adminBank.credit.title')}
      subtitle={t('adminBank.credit.subtitle', { username: username ?? id })}
    >
      <CreditHistoryTable key={id} userId={id} />
    </ScreenPage>
  );
}
