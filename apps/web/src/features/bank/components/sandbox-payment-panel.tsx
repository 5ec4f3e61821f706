import { useState } from 'react';
import { Alert, Badge, Box, Button, Center, Divider, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Dispatch } from '@reduxjs/toolkit';
import { IconCircleCheck, IconCircleX, IconCreditCard, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useDispatch } from 'react-redux';
import { ErrorState } from '../../../components/error-state';
import { serverMessageOf } from '../../../lib/api-client';
import { remoteOf } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import { bankApi, useCompleteSandboxPaymentMutation, useLazyMyDepositsQuery, useSandboxPaymentQuery } from '../api/bank-api';
import type { Deposit, SandboxOutcome, SandboxPayment } from '@oddsmith/core';

/** How often and how long to look for the webhook's credit after the sandbox answered. */
export const creditPollMs = 750;
export const creditPollTriesMax = 20;

type Phase = 'ready' | 'paying' | 'crediting' | 'credited' | 'failed' | 'slow';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Looks for the deposit behind the payment until it is no longer pending (bounded); each look is a fresh load. */
function useWaitForDeposit(pollMs: number) {
  const [loadDeposits] = useLazyMyDepositsQuery();
  return async (depositId: string): Promise<Deposit | null> => {
    for (let attempt = 0; attempt < creditPollTriesMax; attempt += 1) {
      const page = await loadDeposits({ page: 1, perPage: 20 }).unwrap();
      const deposit = page.list.find((item) => item.id === depositId);
      if (deposit && deposit.status !== 'pending') return deposit;
      await wait(pollMs);
    }
    return null;
  };
}

/** Pay or decline at the sandbox, then wait for the webhook's credit; a failed call leaves the page ready again. */
function useSandboxCompletion(paymentId: string, pollMs: number, onCredited: () => void, reloadPayment: () => void) {
  const dispatch = useDispatch<Dispatch>();
  const [completePayment] = useCompleteSandboxPaymentMutation();
  const waitForDeposit = useWaitForDeposit(pollMs);
  const [phase, setPhase] = useState<Phase>('ready');
  const [error, setError] = useState<string | null>(null);
  const [credited, setCredited] = useState<Deposit | null>(null);

  const settle = (deposit: Deposit | null) => {
    // The credit may land after the completion's reply: the figures and lists load again once it is found.
    dispatch(bankApi.util.invalidateTags(['BankSummary', 'BankDeposits', 'BankTransactions']));
    onCredited();
    if (deposit?.status === 'completed') {
      setCredited(deposit);
      setPhase('credited');
    } else setPhase(deposit ? 'failed' : 'slow');
  };
  const complete = async (outcome: SandboxOutcome) => {
    if (phase !== 'ready') return;
    setPhase('paying');
    setError(null);
    try {
      const { payment: done } = await completePayment({ id: paymentId, outcome }).unwrap();
      if (done.status === 'failed') {
        setPhase('failed');
        onCredited();
        return;
      }
      setPhase('crediting');
      settle(await waitForDeposit(done.merchantReference));
    } catch (failure) {
      setError(serverMessageOf(failure));
      setPhase('ready');
      // It may have been paid meanwhile.
      reloadPayment();
    }
  };
  return { phase, error, credited, complete };
}

function SandboxHeader() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size="lg">
          <IconCreditCard size={20} />
        </ThemeIcon>
        <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
          {t('bank.sandbox.title')}
        </Text>
      </Group>
      <Badge variant="outline" color="gray" leftSection={<IconLock size={12} />} style={{ flexShrink: 0, minWidth: 'fit-content', overflow: 'visible' }}>
        {t('bank.sandbox.test')}
      </Badge>
    </Group>
  );
}

/** The test card with the amount to pay, then the merchant and its reference. */
function SandboxPaymentFacts({ payment, locale }: { payment: SandboxPayment; locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        p="md"
        mb="md"
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          background: 'linear-gradient(135deg, var(--mantine-color-brand-8), var(--mantine-color-dark-6))',
          color: 'var(--mantine-color-white)',
        }}
      >
        <Text size="xs" tt="uppercase" fw={700} opacity={0.8} lts={0.5}>
          {t('bank.sandbox.amount')}
        </Text>
        <Text fw={900} fz={28} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {moneyText(payment.amount, payment.currency, locale)}
        </Text>
        <Text size="sm" ff="monospace" opacity={0.85} mt="sm">
          •••• •••• •••• 4242
        </Text>
      </Box>
      <Stack gap={4} mb="md">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('bank.sandbox.merchant')}
          </Text>
          <Text size="sm" fw={700}>
            {t('common.appName')}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed">
            {t('bank.sandbox.reference')}
          </Text>
          <Text size="xs" ff="monospace" truncate>
            {payment.merchantReference}
          </Text>
        </Group>
      </Stack>
    </>
  );
}

function SandboxActions({ amount, paying, onComplete }: { amount: string; paying: boolean; onComplete: (outcome: SandboxOutcome) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Button size="md" fullWidth loading={paying} onClick={() => onComplete('success')}>
        {t('bank.sandbox.pay', { amount })}
      </Button>
      <Button size="md" fullWidth variant="default" disabled={paying} onClick={() => onComplete('fail')}>
        {t('bank.sandbox.decline')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('bank.sandbox.note')}
      </Text>
    </Stack>
  );
}

/** Where the payment ended: waiting for the credit, credited, declined or failed, or too slow to tell. */
function SandboxOutcomeNotice({ settled, credited, locale, onClose }: { settled: Phase; credited: Deposit | null; locale: string; onClose: () => void }) {
  const { t } = useTranslation();
  if (settled === 'crediting') {
    return (
      <Center py="md" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('bank.sandbox.crediting')}</Text>
        </Group>
      </Center>
    );
  }
  if (settled === 'credited') {
    return (
      <Alert color="brand" variant="light" icon={<IconCircleCheck />} title={t('bank.sandbox.creditedTitle')} role="status">
        <Stack gap="sm">
          <Text size="sm">
            {credited ? t('bank.sandbox.creditedText', { amount: moneyText(credited.amount, credited.currency, locale) }) : t('bank.sandbox.alreadyPaid')}
          </Text>
          <Button size="xs" w="fit-content" onClick={onClose}>
            {t('bank.sandbox.back')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (settled !== 'failed' && settled !== 'slow') return null;
  const slow = settled === 'slow';
  return (
    <Alert color={slow ? 'yellow' : 'red'} variant="light" icon={<IconCircleX />} title={slow ? t('bank.sandbox.slowTitle') : t('bank.sandbox.failedTitle')} role="status">
      <Stack gap="sm">
        <Text size="sm">{slow ? t('bank.sandbox.slowText') : t('bank.sandbox.failedText')}</Text>
        <Button size="xs" variant="light" w="fit-content" onClick={onClose}>
          {t('bank.sandbox.back')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The sandbox provider's hosted payment page, inside the app (`/bank?sandboxPayment=<id>`): the amount
 * to pay and the merchant, Pay or Decline; then it waits until the webhook has credited the deposit.
 */
export function SandboxPaymentPanel({
  paymentId,
  onCredited,
  onClose,
  pollMs = creditPollMs,
}: {
  paymentId: string;
  onCredited: () => void;
  onClose: () => void;
  pollMs?: number;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const payment = remoteOf(useSandboxPaymentQuery(paymentId));
  const { phase, error, credited, complete } = useSandboxCompletion(paymentId, pollMs, onCredited, payment.reload);

  if (!payment.data && payment.status === 'failed') return <ErrorState message={payment.error ?? t('errors.render')} onRetry={payment.reload} />;
  if (!payment.data) return <Skeleton h={320} radius="lg" maw={440} mx="auto" />;
  const data = payment.data.payment;
  const settled = phase === 'ready' && data.status !== 'pending' ? (data.status === 'succeeded' ? 'credited' : 'failed') : phase;

  return (
    <Paper withBorder radius="xl" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto" shadow="md" aria-label={t('bank.sandbox.title')} component="section">
      <SandboxHeader />
      <SandboxPaymentFacts payment={data} locale={locale} />
      <Divider mb="md" />
      {error ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {error}
        </Alert>
      ) : null}
      {settled === 'ready' || settled === 'paying' ? (
        <SandboxActions amount={moneyText(data.amount, data.currency, locale)} paying={settled === 'paying'} onComplete={(outcome) => void complete(outcome)} />
      ) : null}
      <SandboxOutcomeNotice settled={settled} credited={credited} locale={locale} onClose={onClose} />
    </Paper>
  );
}
