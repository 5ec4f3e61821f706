import { Button, Group, List } from '@mantine/core';
import type { CasinoGameInfo } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import type { TableAction } from '../../api/table-games-api';
import { GameInfoPanel } from '../shared/game-info-panel';

/** The order the action buttons appear in (insurance answers first: nothing else is legal then). */
const actionOrder: TableAction[] = ['takeInsurance', 'declineInsurance', 'hit', 'stand', 'double', 'split'];
const actionColour: Record<TableAction, string> = { takeInsurance: 'yellow', declineInsurance: 'gray', hit: 'blue', stand: 'red', double: 'orange', split: 'grape' };

/** Only the actions the server says are legal now, as buttons. */
export function ActionBar({ legalActions, onAction, busy }: { legalActions: readonly TableAction[]; onAction: (action: TableAction) => void; busy: boolean }) {
  const { t } = useTranslation();
  const shown = actionOrder.filter((action) => legalActions.includes(action));
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" justify="center" data-testid="blackjack-actions">
      {shown.map((action) => (
        <Button key={action} color={actionColour[action]} onClick={() => onAction(action)} disabled={busy} miw={96}>
          {t(`casino.blackjackTable.actions.${action}`)}
        </Button>
      ))}
    </Group>
  );
}

/** The game's info panel with the table's rules. */
export function BlackjackInfo({ game, currency }: { game: CasinoGameInfo; currency: string }) {
  const { t } = useTranslation();
  const rules = ['decks', 's17', 'peek', 'blackjack', 'double', 'split', 'aces', 'insurance', 'noSurrender'] as const;
  const list = (
    <List size="sm" spacing={2}>
      {rules.map((rule) => (
        <List.Item key={rule}>{t(`casino.blackjackTable.rules.${rule}`)}</List.Item>
      ))}
    </List>
  );
  return <GameInfoPanel game={game} currency={currency} rules={list} />;
}
