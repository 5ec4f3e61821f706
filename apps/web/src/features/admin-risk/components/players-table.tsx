import { useState } from 'react';
import { ActionIcon, Anchor, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconUsers, IconX } from '@tabler/icons-react';
import type { ApiPlayerRisk } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSubmitting } from '../../../lib/use-submitting';
import { moneyText } from '../../../lib/money-text';
import { useSetStakeFactorMutation } from '../api/admin-risk-api';
import { checkStakeFactor, stakeFactorText } from '../risk-inputs';
import { SignedMoney } from './liability-text';
import { TableSection } from './section';
import type { DataTableColumn } from '../../../components/data-table/data-table';

/** The inline stake-factor editor: Enter or the tick saves, Escape or the cross cancels. */
function StakeFactorEditor({ player, onDone, onCancel }: { player: ApiPlayerRisk; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(player.stakeFactor));
  const { busy, failure: error, setFailure: setError, submit } = useSubmitting();
  const [setStakeFactor] = useSetStakeFactorMutation();
  const save = async () => {
    const check = checkStakeFactor(text);
    if (!check.ok) {
      setError(t(`adminRisk.players.error.${check.error}`));
      return;
    }
    await submit(async () => {
      await setStakeFactor({ userId: player.userId, stakeFactor: check.stakeFactor }).unwrap();
      notifications.show({
        color: 'brand',
        title: t('adminRisk.players.saved'),
        message: t('adminRisk.players.savedText', { username: player.username, factor: stakeFactorText(check.stakeFactor) }),
      });
      onDone();
    });
  };
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" align="flex-start">
      <TextInput
        size="xs"
        w={90}
        inputMode="decimal"
        aria-label={t('adminRisk.players.factorOf', { username: player.username })}
        value={text}
        error={error}
        autoFocus
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void save();
          if (event.key === 'Escape') onCancel();
        }}
      />
      <ActionIcon variant="light" aria-label={t('adminRisk.save')} loading={busy} onClick={() => void save()}>
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label={t('adminRisk.cancel')} disabled={busy} onClick={onCancel}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

function StakeFactorCell({ player, canAct, editing, onEdit }: { player: ApiPlayerRisk; canAct: boolean; editing: boolean; onEdit: (editing: boolean) => void }) {
  const { t } = useTranslation();
  if (editing) {
    return (
      <StakeFactorEditor
        player={player}
        onCancel={() => onEdit(false)}
        onDone={() => onEdit(false)}
      />
    );
  }
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Text size="sm" ff="monospace" fw={700} c={player.stakeFactor === 0 ? 'red' : player.stakeFactor < 1 ? 'orange' : undefined}>
        {stakeFactorText(player.stakeFactor)}
      </Text>
      {canAct ? (
        <Tooltip label={t('adminRisk.players.edit')}>
          <ActionIcon variant="subtle" size="sm" aria-label={t('adminRisk.players.editOf', { username: player.username })} onClick={() => onEdit(true)}>
            <IconPencil size={14} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** Players by profit (positive = the player is winning), ranked within each currency, with the per-player stake factor. */
export function PlayersTable({ players, canAct }: { players: ApiPlayerRisk[]; canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [editing, setEditing] = useState<string | null>(null);
  const keyOf = (player: ApiPlayerRisk) => `${player.userId}:${player.currency}`;
  const columns: DataTableColumn<ApiPlayerRisk>[] = [
    {
      key: 'player',
      header: t('adminRisk.columns.player'),
      cell: (player) => (
        <Anchor component={Link} to={paths.admin.user.getHref(player.userId)} size="sm" fw={700}>
          {player.username}
        </Anchor>
      ),
    },
    { key: 'tickets', header: t('adminRisk.columns.tickets'), align: 'right', cell: (player) => player.tickets },
    { key: 'turnover', header: t('adminRisk.columns.turnover'), align: 'right', figure: true, cell: (player) => moneyText(player.turnover, player.currency, locale) },
    { key: 'profit', header: t('adminRisk.columns.profit'), align: 'right', cell: (player) => <SignedMoney amount={player.profit} currency={player.currency} locale={locale} /> },
    { key: 'openStake', header: t('adminRisk.columns.openStake'), align: 'right', figure: true, cell: (player) => moneyText(player.openStake, player.currency, locale) },
    {
      key: 'stakeFactor',
      header: t('adminRisk.columns.stakeFactor'),
      align: 'right',
      width: 200,
      cell: (player) => (
        <StakeFactorCell player={player} canAct={canAct} editing={editing === keyOf(player)} onEdit={(on) => setEditing(on ? keyOf(player) : null)} />
      ),
    },
  ];
  return (
    <TableSection texts="adminRisk.players" icon={<IconUsers size={28} />} columns={columns} rows={players} rowKey={(player) => `${player.userId}:${player.currency}`} minWidth={720}>
      <Text size="xs" c="dimmed" mt="xs">
        {t('adminRisk.players.profitHint')}
      </Text>
    </TableSection>
  );
}
