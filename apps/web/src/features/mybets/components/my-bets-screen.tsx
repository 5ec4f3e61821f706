import { Alert, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { moneyText } from '../../../lib/money-text';
import { myBetsRequested, type MybetsState, type MyBetsView } from '../mybets-slice';
import { TicketCard } from './ticket-card';

/** Open tickets change (prices, cash-out quotes, in-play checks): the list is fetched again this often. */
export const myBetsRefreshMs = 5000;

type Props = {
  currency: string;
  formatOdds: (odds: number) => string;
  /** A cash-out paid: the header balance should be fetched again. */
  onBalanceChanged: () => void;
};

type State = { mybets: MybetsState; user: { token: string | null } };
type Dispatch = ThunkDispatch<State, unknown, UnknownAction>;

/** Loads a tab; a newer load aborts the older one so a late answer cannot show the wrong tab. */
function useMyBetsLoader(view: MyBetsView): { loadedView: MyBetsView | null; load: () => void } {
  const dispatch = useDispatch<Dispatch>();
  const [loadedView, setLoadedView] = useState<MyBetsView | null>(null);
  const last = useRef<{ abort: () => void } | null>(null);
  const load = useCallback(() => {
    last.current?.abort();
    const request = dispatch(myBetsRequested({ status: view }));
    last.current = request;
    void request.then((result) => {
      if (myBetsRequested.fulfilled.match(result)) setLoadedView(view);
    });
  }, [dispatch, view]);
  useEffect(() => {
    load();
    return () => last.current?.abort();
  }, [load]);
  return { loadedView, load };
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
      </Stack>
    </Paper>
  );
}

/** /my-bets: open and settled tickets, live leg prices, cash-out. */
export function MyBetsScreen({ currency, formatOdds, onBalanceChanged }: Props) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<MyBetsView>('open');
  const { mybets, status, error } = useSelector((state: State) => state.mybets);
  const { loadedView, load } = useMyBetsLoader(view);
  const [paid, setPaid] = useState<number | null>(null);
  const shown = loadedView === view;
  const hasOpen = view === 'open' && shown && mybets.length > 0;

  useEffect(() => {
    if (!hasOpen) return;
    const timer = setInterval(load, myBetsRefreshMs);
    return () => clearInterval(timer);
  }, [hasOpen, load]);

  const onCashedOut = useCallback(
    (amount: number) => {
      setPaid(amount);
      onBalanceChanged();
      load();
    },
    [onBalanceChanged, load],
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
      {status === 'failed' && error ? (
        <div style={{ marginBottom: 16 }}>
          <ErrorState message={error} onRetry={load} />
        </div>
      ) : null}
      {!shown ? (
        status === 'failed' ? null : <LoadingCards />
      ) : mybets.length === 0 ? (
        <EmptyTickets view={view} />
      ) : (
        <Stack gap="sm" maw={760}>
          {mybets.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} currency={currency} formatOdds={formatOdds} onCashedOut={onCashedOut} />
          ))}
        </Stack>
      )}
    </div>
  );
}
