import { useState } from 'react';
import { Group, Modal, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { centsToAmount, type ApiAdminTicket } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FormFailure, ModalActions } from '../../../components/confirm-modal';
import { useSubmitting } from '../../../lib/use-submitting';
import { moneyText } from '../../../lib/money-text';
import { useSettleAdminTicketMutation } from '../api/admin-tickets-api';
import { oddsText } from '../../../lib/staff-odds';
import { initialLegDrafts, manualLegOutcomes, previewSettlement, type LegDraft, type ManualLegOutcome, type SettlePreview } from '../settle-preview';
import { ReasonField, useReason } from './reason-field';

type Mode = 'settle' | 'resettle';

function LegOutcomeRow({ ticket, index, draft, onChange }: { ticket: ApiAdminTicket; index: number; draft: LegDraft; onChange: (next: LegDraft) => void }) {
  const { t } = useTranslation();
  const leg = ticket.legs[index]!;
  return (
    <Paper withBorder radius="md" p="xs">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {index + 1}. {leg.selectionName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {leg.eventName} · {leg.marketName}
          </Text>
        </Stack>
        <Text size="sm" ff="monospace">
          @ {oddsText(leg.odds)}
        </Text>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <SegmentedControl
          size="xs"
          aria-label={t('adminTickets.settle.legOutcome', { index: index + 1 })}
          value={draft.outcome ?? ''}
          onChange={(value) => onChange({ ...draft, outcome: value as ManualLegOutcome, deadHeatCount: draft.deadHeatCount || '2' })}
          data={manualLegOutcomes.map((value) => ({ value, label: t(`adminTickets.legStatus.${value}`) }))}
        />
        {draft.outcome === 'dead_heat' ? (
          <TextInput
            size="xs"
            w={110}
            inputMode="numeric"
            label={t('adminTickets.settle.tiedCount')}
            value={draft.deadHeatCount}
            onChange={(event) => onChange({ ...draft, deadHeatCount: event.currentTarget.value })}
          />
        ) : null}
      </Group>
    </Paper>
  );
}

function PreviewLine({ ticket, preview, locale }: { ticket: ApiAdminTicket; preview: SettlePreview; locale: string }) {
  const { t } = useTranslation();
  if (!preview.ok) {
    return (
      <Text size="sm" c="dimmed">
        {t(`adminTickets.settle.error.${preview.error}`, { index: preview.legIndex + 1 })}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600}>
      {t('adminTickets.settle.preview', {
        outcome: t(`adminTickets.status.${preview.outcome}`),
        amount: moneyText(centsToAmount(preview.returnCents), ticket.currency, locale),
      })}
    </Text>
  );
}

type ConfirmProps = {
  ticket: ApiAdminTicket;
  mode: Mode;
  preview: Extract<SettlePreview, { ok: true }>;
  reason: string;
  locale: string;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
};

/** The last step: the new outcome and return (and the previous return on a resettle) before it is sent. */
function SettleConfirm({ ticket, mode, preview, reason, locale, busy, onBack, onSubmit }: ConfirmProps) {
  const { t } = useTranslation();
  const money = (amount: number | null) => moneyText(amount, ticket.currency, locale);
  return (
    <Stack gap="md">
      <Text size="sm">{t('adminTickets.settle.confirmText', { username: ticket.username })}</Text>
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          <Text size="sm">
            {t('adminTickets.settle.newOutcome')}: <b>{t(`adminTickets.status.${preview.outcome}`)}</b>
          </Text>
          <Text size="sm">
            {t('adminTickets.settle.newReturn')}: <b>{money(centsToAmount(preview.returnCents))}</b>
          </Text>
          {mode === 'resettle' ? (
            <Text size="sm" c="dimmed">
              {t('adminTickets.settle.previousReturn')}: {money(ticket.settledReturn)}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('adminTickets.reason')}: {reason}
          </Text>
        </Stack>
      </Paper>
      <ModalActions
        cancelLabel={t('adminTickets.settle.back')}
        onCancel={onBack}
        confirmLabel={t('adminTickets.settle.confirm', { amount: money(centsToAmount(preview.returnCents)) })}
        busy={busy}
        onConfirm={onSubmit}
      />
    </Stack>
  );
}

/** The form: an outcome per leg (a tied count for a dead heat), a reason, then a confirmation with the new return. */
function SettleForm({ ticket, mode, onClose, onDone }: { ticket: ApiAdminTicket; mode: Mode; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [drafts, setDrafts] = useState<LegDraft[]>(() => initialLegDrafts(ticket));
  const reason = useReason();
  const [confirming, setConfirming] = useState(false);
  const { busy, failure, submit: run } = useSubmitting();
  const [settleTicketByHand] = useSettleAdminTicketMutation();
  const preview = previewSettlement(ticket, drafts);

  const review = () => {
    if (reason.check() && preview.ok) setConfirming(true);
  };
  const submit = async () => {
    if (!preview.ok || busy) return;
    const done = await run(async () => {
      await settleTicketByHand({ id: ticket.id, body: { legs: preview.body, reason: reason.value.trim() } }).unwrap();
      onDone();
    });
    if (!done) setConfirming(false);
  };

  if (confirming && preview.ok) {
    return (
      <SettleConfirm
        ticket={ticket}
        mode={mode}
        preview={preview}
        reason={reason.value.trim()}
        locale={locale}
        busy={busy}
        onBack={() => setConfirming(false)}
        onSubmit={() => void submit()}
      />
    );
  }

  return (
    <Stack gap="sm">
      {drafts.map((draft, index) => (
        <LegOutcomeRow
          key={index}
          ticket={ticket}
          index={index}
          draft={draft}
          onChange={(next) => setDrafts((all) => all.map((item, at) => (at === index ? next : item)))}
        />
      ))}
      <PreviewLine ticket={ticket} preview={preview} locale={locale} />
      <ReasonField reason={reason} rows={2} />
      <FormFailure message={failure} />
      <ModalActions cancelLabel={t('adminTickets.cancel')} onCancel={onClose} confirmLabel={t('adminTickets.settle.review')} confirmDisabled={!preview.ok} onConfirm={review} />
    </Stack>
  );
}

/** Settle an open ticket by hand, or resettle a settled one. */
export function SettleModal({ ticket, mode, onClose, onDone }: { ticket: ApiAdminTicket | null; mode: Mode; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={ticket !== null} onClose={onClose} title={t(`adminTickets.settle.title.${mode}`)} centered size="lg">
      {ticket ? <SettleForm key={ticket.id} ticket={ticket} mode={mode} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}
