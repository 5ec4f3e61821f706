import { useState } from 'react';
import { Button, ScrollArea, Switch, Table, Text } from '@mantine/core';
import type { AdminCasinoGame } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { moneyText } from '../../../../lib/money-text';
import { useCan } from '../../../../lib/use-can';
import { usePatchCasinoGameMutation } from '../../api/casino-api';
import { GameSettingsModal } from './game-settings-modal';

const columns = ['game', 'enabled', 'bonusAllowed', 'order', 'stakes', 'rtpExact', 'actualRtp', 'rounds', 'players', 'turnover', 'ggr', 'actions'] as const;

function GameRow({ game, currency, onEdit }: { game: AdminCasinoGame; currency: string; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('casino.write');
  const [patch, patching] = usePatchCasinoGameMutation();
  const money = (amount: number) => moneyText(amount, currency, i18n.language);
  return (
    <Table.Tr>
      <Table.Td fw={600}>{t(`casinoShared.games.${game.id}`)}</Table.Td>
      <Table.Td>
        <Switch checked={game.enabled} disabled={!canWrite || patching.isLoading} onChange={(event) => void patch({ id: game.id, enabled: event.currentTarget.checked })} aria-label={t('adminCasino.enabledFor', { game: t(`casinoShared.games.${game.id}`) })} />
      </Table.Td>
      <Table.Td>
        <Switch checked={game.bonusAllowed} disabled={!canWrite || patching.isLoading} onChange={(event) => void patch({ id: game.id, bonusAllowed: event.currentTarget.checked })} aria-label={t('adminCasino.bonusAllowedFor', { game: t(`casinoShared.games.${game.id}`) })} />
      </Table.Td>
      <Table.Td>{game.order}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(game.minStake)} – {money(game.maxStake)}</Table.Td>
      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>{game.rtpExact} %</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{game.actualRtpPercent === null ? '—' : `${game.actualRtpPercent.toFixed(2)} %`}</Table.Td>
      <Table.Td>{game.rounds}</Table.Td>
      <Table.Td>{game.players}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(game.turnover)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" c={game.ggr < 0 ? 'red' : undefined}>{game.ggr < 0 ? `−${money(-game.ggr)}` : money(game.ggr)}</Text>
      </Table.Td>
      <Table.Td>{canWrite ? <Button size="xs" variant="light" onClick={onEdit}>{t('adminCasino.edit')}</Button> : null}</Table.Td>
    </Table.Tr>
  );
}

/** Every game with its settings (enabled, bonus play, order, stakes), exact RTP and the period's figures. */
export function CasinoGamesTable({ games, currency }: { games: AdminCasinoGame[]; currency: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminCasinoGame | null>(null);
  return (
    <>
      <ScrollArea type="auto">
        <Table striped highlightOnHover miw={980} aria-label={t('adminCasino.tableTitle')}>
          <Table.Thead>
            <Table.Tr>{columns.map((column) => <Table.Th key={column}>{t(`adminCasino.columns.${column}`)}</Table.Th>)}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...games].sort((a, b) => a.order - b.order).map((game) => <GameRow key={game.id} game={game} currency={currency} onEdit={() => setEditing(game)} />)}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {editing ? <GameSettingsModal game={editing} currency={currency} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
