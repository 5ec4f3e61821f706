import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableAction } from '../../api/table-games-api';

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

/** The table's rules and the published RTP. */
export function BlackjackRules({ rtpPercent, limits }: { rtpPercent: string; limits: string | null }) {
  const { t } = useTranslation();
  const rules = ['decks', 's17', 'peek', 'blackjack', 'double', 'split', 'aces', 'insurance', 'noSurrender'] as const;
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} fz="lg" mb={4}>{t('casino.blackjackTable.rulesTitle')}</Title>
      <Text size="sm" fw={700} mb="xs" data-testid="blackjack-rtp">{t('casino.blackjackTable.rtp', { rtp: rtpPercent })}</Text>
      {limits ? <Text size="sm" c="dimmed" mb="xs">{limits}</Text> : null}
      <List size="sm" spacing={2}>
        {rules.map((rule) => (
          <List.Item key={rule}>{t(`casino.blackjackTable.rules.${rule}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
