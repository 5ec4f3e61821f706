import { Alert, Button, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconBolt, IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ApiTicket } from '@oddsmith/core';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { serverMessageOf } from '../../../lib/api-client';
import { moneyText } from '../../../lib/money-text';
import { mybetsApi, useMyBetsQuery, type MyBetsView } from '../api/mybets-api';
import { TicketCard } from './ticket-card';

/** Open tickets change (prices, cash-out quotes, in-play checks): the list is fetched again this often. */
export const myBetsRefreshMs = 5000;

type Props = {
  currency: string;
  formatOdds: (odds: number) => string;
  /** A cash-out paid: the header balance should be fetched again. */
  onBalanceChanged: () => void;
};

/**
 * A tab's tickets (null until this tab's answer is in: an answer for the other tab is never shown)
 * and its failure; open tickets are read again every `myBetsRefreshMs` while there are any.
 */
function useMyBets(view: MyBetsView): { tickets: ApiTicket[] | null; error: string | null; reload: () => void } {
  const cached = mybetsApi.endpoints.myBets.useQueryState({ status: view });
  const hasOpen = view === 'open' && (cached.currentData?.mybets.length ?? 0) > 0;
  const result = useMyBetsQuery({ status: view }, { pollingInterval: hasOpen ? myBetsRefreshMs : 0 });
  const tickets = result.currentData?.mybets ?? null;
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { tickets, error: result.isError ? serverMessageOf(result.error) : null, reload };
}

function LoadingCards() {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={120} radius="md" />
      ))}
    </Stack>
  );
}

function EmptyTickets({ view }: { view: MyBetsView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap={6}>
        <IconTicket size={32} opacity={0.5} />
        <Text fw={700}>{t(`myBets.empty.${view}`)}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('myBets.empty.text')}
        </Text>
        <Button component={Link} to={paths.inplay.getHref()} mt="sm" size="md" style={{ minHeight: 44 }} leftSection={<IconBolt size={18} />}>
          {t('myBets.empty.toInplay')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /my-bets: open and settled tickets, live leg prices, cash-out. */
export function MyBetsScreen({ currency, formatOdds, onBalanceChanged }: Props) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<MyBetsView>('open');
  const { tickets, error, reload } = useMyBets(view);
  const [paid, setPaid] = useState<number | null>(null);

  // The cash-out invalidates the list, which is read again by itself.
  const onCashedOut = useCallback(
    (amount: number) => {
      setPaid(amount);
      onBalanceChanged();
    },
    [onBalanceChanged],
  );

  return (
    <div>
      <ScreenTitle title={t('myBets.title')} subtitle={t('myBets.subtitle')} />
      <Tabs value={view} onChange={(next) => next && setView(next as MyBetsView)} mb="md">
        <Tabs.List>
          <Tabs.Tab value="open">{t('myBets.tabs.open')}</Tabs.Tab>
          <Tabs.Tab value="settled">{t('myBets.tabs.settled')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {paid !== null ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck />} mb="md" withCloseButton onClose={() => setPaid(null)} role="status">
          {t('myBets.cashout.done', { amount: moneyText(paid, currency, i18n.resolvedLanguage ?? 'en') })}
        </Alert>
      ) : null}
      {error ? (
        <div style={{ marginBottom: 16 }}>
          <ErrorState message={error} onRetry={reload} />
        </div>
      ) : null}
      {tickets === null ? (
        error ? null : <LoadingCards />
      ) : tickets.length === 0 ? (
        <EmptyTickets view={view} />
      ) : (
        <Stack gap="sm" maw={760}>
          {tickets.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} currency={currency} formatOdds={formatOdds} onCashedOut={onCashedOut} />
          ))}
        </Stack>
      )}
    </div>
  );
}
