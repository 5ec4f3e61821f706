import { Anchor, Box, NativeSelect, Tabs } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconHistory, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useBankSummaryQuery, usePaymentMethodsQuery, useTransactionsQuery } from '../api/bank-api';
import { DepositForm } from './deposit-form';
import { MyRequests } from './my-requests';
import { SandboxPaymentPanel } from './sandbox-payment-panel';
import { SummaryCards } from './summary-cards';
import { TransactionsView, useHistoryFilters } from '../../../components/transactions-table';
import { WithdrawForm } from './withdraw-form';

export const bankTabs = ['deposit', 'withdraw', 'history', 'deposits', 'withdrawals'] as const;
type BankTab = (typeof bankTabs)[number];
const tabIcons: Record<BankTab, typeof IconHistory> = {
  deposit: IconArrowDownLeft,
  withdraw: IconArrowUpRight,
  history: IconHistory,
  deposits: IconListDetails,
  withdrawals: IconListDetails,
};

/** The player's wallet history (GET /api/bank/transactions); a deposit or withdrawal reloads it (tags). */
function BankHistory() {
  const filters = useHistoryFilters();
  const rows = remoteOf(useTransactionsQuery(filters.query));
  return <TransactionsView filters={filters} rows={rows} />;
}

export type BankScreenProps = {
  currency: string;
  emailVerified: boolean;
  /** Money moved: the app refreshes the header balance (the user slice) and the session figures; the bank's own figures, lists and history reload through the mutations' tags. */
  onBalanceChanged: () => void;
};

/** `/bank`: balance, deposit, withdraw, history; with `?sandboxPayment=` the sandbox's hosted payment page. */
export function BankScreen({ currency, emailVerified, onBalanceChanged }: BankScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const summary = remoteOf(useBankSummaryQuery());
  const methods = remoteOf(usePaymentMethodsQuery());
  const sandboxPayment = params.get('sandboxPayment');
  const tabParam = params.get('tab');
  const tab: BankTab = bankTabs.includes(tabParam as BankTab) ? (tabParam as BankTab) : 'deposit';
  const showTab = (next: string | null) => setParams(next && next !== 'deposit' ? { tab: next } : {}, { replace: true });
  const shownCurrency = summary.data?.currency ?? currency;

  if (sandboxPayment) {
    const cancel = (
      <Anchor component={Link} to={paths.bank.getHref()} size="sm">
        {t('bank.sandbox.cancel')}
      </Anchor>
    );
    return (
      <ScreenPage title={t('bank.sandbox.screenTitle')} actions={cancel}>
        <SandboxPaymentPanel paymentId={sandboxPayment} onCredited={onBalanceChanged} onClose={() => setParams({ tab: 'history' })} />
      </ScreenPage>
    );
  }

  return (
    <ScreenPage title={t('bank.title')} subtitle={t('bank.subtitle')}>
      {/* On a phone the form comes first: the figures go under it (the same cached query). */}
      <Box visibleFrom="sm" data-testid="bank-summary-top">
        <SummaryCards summary={summary} />
      </Box>
      <Tabs value={tab} onChange={showTab} keepMounted={false}>
        {/* Five tabs do not fit a phone (es and hi labels are longer): below `sm` a native select picks the section. */}
        <NativeSelect
          hiddenFrom="sm"
          mb="md"
          label={t('bank.tabs.label')}
          value={tab}
          onChange={(event) => showTab(event.currentTarget.value)}
          data={bankTabs.map((value) => ({ value, label: t(`bank.tabs.${value}`) }))}
        />
        <Tabs.List visibleFrom="sm" mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }}>
          {bankTabs.map((value) => {
            const TabIcon = tabIcons[value];
            return (
              <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} />}>
                {t(`bank.tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="deposit">
          <DepositForm methods={methods} currency={shownCurrency} onDeposited={onBalanceChanged} />
        </Tabs.Panel>
        <Tabs.Panel value="withdraw">
          <WithdrawForm methods={methods} currency={shownCurrency} emailVerified={emailVerified} onWithdrawn={onBalanceChanged} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <BankHistory />
        </Tabs.Panel>
        <Tabs.Panel value="deposits">
          <MyRequests kind="deposits" />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals">
          <MyRequests kind="withdrawals" />
        </Tabs.Panel>
      </Tabs>
      <Box hiddenFrom="sm" mt="lg" data-testid="bank-summary-bottom">
        <SummaryCards summary={summary} />
      </Box>
    </ScreenPage>
  );
}
