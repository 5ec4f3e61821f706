import { Anchor, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Conversation } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { LabelledValue } from '../../../../components/labelled-value';
import { remoteOf } from '../../../../lib/api-slice';
import { moneyText } from '../../../../lib/money-text';
import { usePlayerContextQuery, type PlayerContext } from '../../api/support-chat-api';
import classes from '../support-chat.module.css';

function Rows({ title, empty, rows }: { title: string; empty: string; rows: { id: string; left: string; right: string }[] }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={800} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        rows.map((row) => (
          <Group key={row.id} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {row.left}
            </Text>
            <Text size="sm" fw={600} ta="right">
              {row.right}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}

function PlayerFacts({ context }: { context: PlayerContext }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number | null) => (amount === null ? '—' : moneyText(amount, context.balance.currency, i18n.language));
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <Stack gap="md" data-testid="player-context">
      <div>
        <Text fw={800}>{context.player.username}</Text>
        <Text size="xs" c="dimmed">
          {context.player.email} · {context.player.status}
        </Text>
      </div>
      <Group grow>
        <LabelledValue label={t('supportChat.console.cash')} figure>
          {money(context.balance.cash)}
        </LabelledValue>
        <LabelledValue label={t('supportChat.console.bonus')} figure>
          {money(context.balance.bonus)}
        </LabelledValue>
      </Group>
      <Rows
        title={t('supportChat.console.lastBets')}
        empty={t('supportChat.console.none')}
        rows={context.lastBets.map((bet) => ({ id: bet.id, left: `${day(bet.placedAt)} · ${bet.status}`, right: money(bet.stake) }))}
      />
      <Rows
        title={t('supportChat.console.lastDeposits')}
        empty={t('supportChat.console.none')}
        rows={context.lastDeposits.map((deposit) => ({ id: deposit.id, left: `${day(deposit.createdAt)} · ${deposit.status}`, right: money(deposit.amount) }))}
      />
      <Rows
        title={t('supportChat.console.limits')}
        empty={t('supportChat.console.noLimits')}
        rows={context.limits.map((limit, index) => ({ id: String(index), left: [limit.kind, limit.period].filter(Boolean).join(', '), right: money(limit.amount) }))}
      />
      <Divider />
      <Stack gap={4}>
        {context.links.map((link) => (
          <Anchor key={link.path} component={Link} to={link.path} size="sm">
            {link.label}
          </Anchor>
        ))}
      </Stack>
    </Stack>
  );
}

/** Beside the chat: who the player is (balance, bets, deposits, limits, admin links), or the guest's e-mail. */
export function ContextPane({ conversation }: { conversation: Conversation | null }) {
  const { t } = useTranslation();
  const query = usePlayerContextQuery(conversation?.id ?? '', { skip: !conversation?.player });
  const remote = remoteOf(query);
  let body;
  if (!conversation) body = <Text size="sm" c="dimmed">{t('supportChat.console.pick')}</Text>;
  else if (conversation.guest) {
    body = (
      <Stack gap="xs" data-testid="guest-context">
        <LabelledValue label={t('supportChat.console.guestEmail')}>
          <Anchor href={`mailto:${conversation.guest.email}`}>{conversation.guest.email}</Anchor>
        </LabelledValue>
        {conversation.guest.name ? <LabelledValue label={t('supportChat.guestName')}>{conversation.guest.name}</LabelledValue> : null}
        <Text size="xs" c="dimmed">
          {t('supportChat.console.guestHint')}
        </Text>
      </Stack>
    );
  } else if (remote.error) body = <ErrorState message={remote.error} onRetry={remote.reload} />;
  else if (!query.data) body = <Skeleton h={200} />;
  else body = <PlayerFacts context={query.data} />;
  return (
    <Paper withBorder radius="md" p="md" className={classes.contextPane} component="aside" aria-label={t('supportChat.console.context')}>
      {body}
    </Paper>
  );
}
