import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { IconActivity, IconHistory, IconUsers } from '@tabler/icons-react';
import type { AgentActivity, AgentPlayer, FloatMovement } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { FigureText, WithNote } from '../../../components/data-table/cells';
import { createdAtColumn } from '../../../components/data-table/columns';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { PageTable } from '../../../components/data-table/page-table';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/amount';
import { remoteOf } from '../../../lib/api-slice';
import { useAgentActivityQuery, useAgentPlayersQuery, useFloatHistoryQuery } from '../api/admin-agents-api';
import { LineCard } from './agent-cards';
import { agentStatusColors } from './agent-columns';

const perPage = 20;

/** A signed amount: green when money came in, red when it went out. */
function SignedAmount({ amount, currency, locale }: { amount: number; currency: string; locale: string }) {
  return <FigureText color={amount >= 0 ? 'teal' : 'red'}>{`${amount > 0 ? '+' : ''}${moneyText(amount, currency, locale)}`}</FigureText>;
}

function PlayerLink({ userId, username }: { userId: string; username: string }) {
  return (
    <Anchor component={Link} to={paths.admin.user.getHref(userId)} size="sm" fw={700} onClick={(event) => event.stopPropagation()}>
      {username}
    </Anchor>
  );
}

/** The agent's players with their cash balance; each opens the player's page (where an agent credits or debits them). */
export function AgentPlayersTable({ agentId }: { agentId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const remote = remoteOf(useAgentPlayersQuery({ agentId, page, perPage }));
  const columns: DataTableColumn<AgentPlayer>[] = [
    { key: 'player', header: t('adminAgents.columns.player'), cell: (row) => <WithNote note={row.email}><PlayerLink userId={row.id} username={row.username} /></WithNote> },
    { key: 'status', header: t('adminAgents.columns.status'), cell: (row) => <StatusBadge variant="dot" status={row.status} colors={agentStatusColors} label={t(`adminAgents.statuses.${row.status}`)} /> },
    { key: 'balance', header: t('adminAgents.columns.balance'), align: 'right', cell: (row) => <FigureText>{moneyText(row.balance, row.currency, locale)}</FigureText> },
    { key: 'joined', header: t('adminAgents.columns.joined'), cell: (row) => new Date(row.createdAt).toLocaleDateString(locale) },
  ];
  return (
    <PageTable label={t('adminAgents.tabs.players')} columns={columns} remote={remote} page={page} perPage={perPage} onPage={setPage} minWidth={560} skeleton={{ rows: 3 }} renderCard={(row) => <LineCard title={<PlayerLink userId={row.id} username={row.username} />} note={row.email} figure={<FigureText>{moneyText(row.balance, row.currency, locale)}</FigureText>} when={row.createdAt} locale={locale} />} empty={{ icon: <IconUsers size={28} />, title: t('adminAgents.players.emptyTitle'), description: t('adminAgents.players.emptyText') }} />
  );
}

/** Every movement of the float, newest first: fundings, credits and debits of players, defundings. */
export function FloatHistoryTable({ agentId }: { agentId: string }) {
  const { t, i18n } = useTranslation();
  const codeLabel = (code: string) => t(`bank.codes.${code}`, { defaultValue: code });
  const locale = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const remote = remoteOf(useFloatHistoryQuery({ agentId, page, perPage }));
  const columns: DataTableColumn<FloatMovement>[] = [
    createdAtColumn(t('adminAgents.columns.date'), locale),
    { key: 'code', header: t('adminAgents.columns.type'), cell: (row) => <WithNote note={row.note}><Text size="sm" fw={600}>{codeLabel(row.code)}</Text></WithNote> },
    { key: 'counterparty', header: t('adminAgents.columns.counterparty'), cell: (row) => (row.counterparty ? <PlayerLink {...row.counterparty} /> : <Text size="sm" c="dimmed">{t('adminAgents.history.operator')}</Text>) },
    { key: 'by', header: t('adminAgents.columns.by'), cell: (row) => row.createdBy ?? '—' },
    { key: 'amount', header: t('adminAgents.columns.amount'), align: 'right', cell: (row) => <SignedAmount amount={row.amount} currency={row.currency} locale={locale} /> },
  ];
  return (
    <PageTable label={t('adminAgents.tabs.float')} columns={columns} remote={remote} page={page} perPage={perPage} onPage={setPage} minWidth={680} skeleton={{ rows: 4 }} renderCard={(row) => <LineCard title={<Text size="sm" fw={600}>{codeLabel(row.code)}</Text>} note={row.counterparty?.username ?? row.note} figure={<SignedAmount amount={row.amount} currency={row.currency} locale={locale} />} when={row.createdAt} locale={locale} />} empty={{ icon: <IconHistory size={28} />, title: t('adminAgents.history.emptyTitle'), description: t('adminAgents.history.emptyText') }} />
  );
}

/** The wallet movements of the agent's players (bets, deposits, casino, transfers), newest first. */
export function AgentActivityTable({ agentId }: { agentId: string }) {
  const { t, i18n } = useTranslation();
  const codeLabel = (code: string) => t(`bank.codes.${code}`, { defaultValue: code });
  const locale = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const remote = remoteOf(useAgentActivityQuery({ agentId, page, perPage }));
  const columns: DataTableColumn<AgentActivity>[] = [
    createdAtColumn(t('adminAgents.columns.date'), locale),
    { key: 'player', header: t('adminAgents.columns.player'), cell: (row) => <PlayerLink {...row.player} /> },
    { key: 'code', header: t('adminAgents.columns.type'), cell: (row) => <WithNote note={row.wallet === 'bonus' ? t('adminAgents.activity.bonus') : null}><Text size="sm" fw={600}>{codeLabel(row.code)}</Text></WithNote> },
    { key: 'amount', header: t('adminAgents.columns.amount'), align: 'right', cell: (row) => <SignedAmount amount={row.amount} currency={row.currency} locale={locale} /> },
  ];
  return (
    <PageTable label={t('adminAgents.tabs.activity')} columns={columns} remote={remote} page={page} perPage={perPage} onPage={setPage} minWidth={560} skeleton={{ rows: 4 }} renderCard={(row) => <LineCard title={<PlayerLink {...row.player} />} note={codeLabel(row.code)} figure={<SignedAmount amount={row.amount} currency={row.currency} locale={locale} />} when={row.createdAt} locale={locale} />} empty={{ icon: <IconActivity size={28} />, title: t('adminAgents.activity.emptyTitle'), description: t('adminAgents.activity.emptyText') }} />
  );
}
