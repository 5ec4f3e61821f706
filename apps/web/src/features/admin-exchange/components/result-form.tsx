import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconGavel } from '@tabler/icons-react';
import type { AdminExchangeResults, ExchangeResult } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useSubmitting } from '../../../lib/use-submitting';
import { useSettleExchangeMarketMutation } from '../api/admin-exchange-api';
import { ReasonInput, useReasonText } from './reason-input';

type Kind = ExchangeResult['kind'];

/** The result the picks make, or null while they are not enough (no winner, fewer than 2 in a dead heat). */
export function resultOf(kind: Kind, winner: string | null, deadHeat: string[]): ExchangeResult | null {
  if (kind === 'void') return { kind };
  if (kind === 'winner') return winner ? { kind, runnerId: winner } : null;
  return deadHeat.length >= 2 ? { kind, runnerIds: deadHeat } : null;
}

/** Winner (one runner), dead heat (2 or more) or void. */
function RunnerPicks({ kind, runners, winner, deadHeat, onWinner, onDeadHeat }: {
  kind: Kind;
  runners: AdminExchangeResults['runners'];
  winner: string | null;
  deadHeat: string[];
  onWinner: (id: string) => void;
  onDeadHeat: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  if (kind === 'void') return <Text size="sm" c="dimmed">{t('adminExchange.result.voidHelp')}</Text>;
  if (kind === 'winner') {
    return (
      <Radio.Group label={t('adminExchange.result.pickWinner')} value={winner} onChange={onWinner}>
        <Stack gap={6} mt={6}>
          {runners.map((runner) => <Radio key={runner.id} value={runner.id} label={runner.name} />)}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group label={t('adminExchange.result.pickDeadHeat')} value={deadHeat} onChange={onDeadHeat}>
      <Stack gap={6} mt={6}>
        {runners.map((runner) => <Checkbox key={runner.id} value={runner.id} label={runner.name} />)}
      </Stack>
    </Checkbox.Group>
  );
}

/** The settle / re-result form: the kind, the runners, a required reason, then a confirm that sends it. */
export function ResultForm({ results }: { results: AdminExchangeResults }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('winner');
  const [winner, setWinner] = useState<string | null>(null);
  const [deadHeat, setDeadHeat] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [picksMissing, setPicksMissing] = useState(false);
  const reason = useReasonText(true);
  const { busy, failure, setFailure, submit } = useSubmitting();
  const [settle] = useSettleExchangeMarketMutation();
  const resettle = results.status === 'settled' || results.status === 'voided';
  const result = resultOf(kind, winner, deadHeat);
  const ask = () => {
    setPicksMissing(result === null);
    if (reason.check() && result) setConfirming(true);
  };
  const send = async () => {
    if (!result) return;
    const ok = await submit(() => settle({ marketId: results.marketId, body: { result, reason: reason.trimmed } }).unwrap().then(() => undefined));
    if (ok) {
      setConfirming(false);
      reason.reset();
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t(resettle ? 'adminExchange.result.resettleTitle' : 'adminExchange.result.settleTitle')}>
      <Title order={2} fz="md" mb="sm">
        {t(resettle ? 'adminExchange.result.resettleTitle' : 'adminExchange.result.settleTitle')}
      </Title>
      <Stack gap="sm">
        {resettle ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
            {t('adminExchange.result.resettleWarning')}
          </Alert>
        ) : null}
        <SegmentedControl
          aria-label={t('adminExchange.result.kind')}
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={(['winner', 'dead_heat', 'void'] as const).map((value) => ({ value, label: t(`adminExchange.result.kinds.${value}`) }))}
        />
        <RunnerPicks kind={kind} runners={results.runners} winner={winner} deadHeat={deadHeat} onWinner={setWinner} onDeadHeat={setDeadHeat} />
        {picksMissing && !result ? <Text size="xs" c="red">{t(`adminExchange.result.picksMissing.${kind}`)}</Text> : null}
        <ReasonInput reason={reason} />
        <Group justify="flex-end">
          <Button leftSection={<IconGavel size={16} />} color={resettle ? 'orange' : undefined} onClick={ask}>
            {t(resettle ? 'adminExchange.result.resettle' : 'adminExchange.result.settle')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          setFailure(null);
        }}
        title={t(resettle ? 'adminExchange.result.resettleTitle' : 'adminExchange.result.settleTitle')}
        failure={failure}
        actions={{ cancelLabel: t('adminExchange.cancel'), confirmLabel: t('adminExchange.result.confirm'), confirmColor: resettle ? 'orange' : undefined, busy, onConfirm: () => void send() }}
      >
        <ConfirmSummary results={results} result={result} reason={reason.trimmed} resettle={resettle} />
      </ConfirmModal>
    </Paper>
  );
}

function ConfirmSummary({ results, result, reason, resettle }: { results: AdminExchangeResults; result: ExchangeResult | null; reason: string; resettle: boolean }) {
  const { t } = useTranslation();
  if (!result) return null;
  const ids = result.kind === 'winner' ? [result.runnerId] : result.kind === 'dead_heat' ? result.runnerIds : [];
  const names = ids.map((id) => results.runners.find((runner) => runner.id === id)?.name ?? id).join(', ');
  return (
    <Stack gap={4}>
      <Text size="sm">{t('adminExchange.result.confirmMarket', { market: results.marketName, event: results.eventName })}</Text>
      <Text size="sm" fw={700}>
        {result.kind === 'void' ? t('adminExchange.result.void') : t(`adminExchange.result.${result.kind}Of`, { names })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('adminExchange.result.reasonIs', { reason })}
      </Text>
      {resettle ? (
        <Text size="sm" c="orange">
          {t('adminExchange.result.resettleWarning')}
        </Text>
      ) : null}
    </Stack>
  );
}
