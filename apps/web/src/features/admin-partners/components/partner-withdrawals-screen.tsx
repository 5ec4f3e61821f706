import { Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ScreenPage } from '../../../components/screen-page';
import { SectionCard } from '../../../components/section-card';
import { CommissionHistoryTable, RecentTxnTable } from './ledger-tables';
import { WithdrawalQueue } from './withdrawal-queue';

/** `/caff/admin/partner-withdrawals`: the payout queue, the partners' recent movements and the commission days. */
export function AdminPartnerWithdrawalsScreen() {
  const { t } = useTranslation();
  return (
    <ScreenPage size="xl" title={t('adminPartners.withdrawals.title')} subtitle={t('adminPartners.withdrawals.subtitle')}>
      <Stack gap="lg">
        <WithdrawalQueue />
        <SectionCard title={t('adminPartners.txn.title')} text={t('adminPartners.txn.text')}>
          <RecentTxnTable />
        </SectionCard>
        <SectionCard title={t('adminPartners.history.title')} text={t('adminPartners.history.text')}>
          <CommissionHistoryTable />
        </SectionCard>
      </Stack>
    </ScreenPage>
  );
}
