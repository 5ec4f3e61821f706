import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation';
import { useSelector } from 'react-redux';
import { LabelledValue } from '../../../components/labelled-value';
import { SectionHeading } from '../../../components/section-card';
import { moneyText } from '../../../lib/amount';
import { isPendingFunding, useAgentQuery, type FloatTransferResult } from '../api/admin-agents-api';
import { useFloatTransfer, type Direction } from '../use-float-transfer';
import { selectOwnId } from './agent-float-card';
import { FloatTransferFields } from './float-transfer-fields';

export type CashPlayer = { id: string; username: string; balance: number; currency: string };

/**
 * On a player's page, for the cash agent they belong to: credit the player from the float (cash
 * taken at the counter) or debit them into it (cash paid out), with the float and the player's
 * balance in sight. Refusals (beyond the float or the balance) show under the amount.
 */
export function AgentCashForm({ player, onDone }: { player: CashPlayer; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const ownId = useSelector(selectOwnId);
  const agent = useAgentQuery(ownId ?? '', { skip: !ownId }).data?.agent;
  const done = (result: FloatTransferResult, direction: Direction) => {
    if (!isPendingFunding(result)) {
      const balance = moneyText(result.balance, player.currency, locale);
      notifications.show({ color: 'brand', title: t(`adminAgents.cash.done.${direction}`), message: `${player.username} · ${t('adminAgents.cash.newBalance', { balance })}` });
    }
    onDone();
  };
  const form = useFloatTransfer(player.id, done);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mt="md" component="section" aria-label={t('adminAgents.cash.title')}>
      <SectionHeading title={t('adminAgents.cash.title')} text={t('adminAgents.cash.text')} />
      <SimpleGrid cols={2} spacing="md" mb="md">
        <LabelledValue label={t('adminAgents.cash.float')} figure>
          {agent ? moneyText(agent.float, agent.currency, locale) : '—'}
        </LabelledValue>
        <LabelledValue label={t('adminAgents.cash.playerBalance')} figure>
          {moneyText(player.balance, player.currency, locale)}
        </LabelledValue>
      </SimpleGrid>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Stack gap="sm">
          <FloatTransferFields form={form} currency={player.currency} labels={{ credit: t('adminAgents.cash.credit'), debit: t('adminAgents.cash.debit') }} />
          <Text size="xs" c="dimmed">
            {t(`adminAgents.cash.hint.${form.direction}`)}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={form.busy} color={form.direction === 'debit' ? 'red' : 'brand'}>
              {t(`adminAgents.cash.submit.${form.direction}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
