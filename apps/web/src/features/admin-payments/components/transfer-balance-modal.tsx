import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { SegmentedControl, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation';
import { FormFailure, FormModal, ModalActions } from '../../../components/confirm-modal';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { checkAmount, moneyText, newRequestId } from '../../../lib/amount';
import { isPendingApproval, useTransferBalanceMutation, type TransferBalanceResult } from '../api/admin-payments-api';
import { attemptFor, outcomeUnknown, type TransferAttempt } from '../../../lib/transfer-attempt';

type Direction = 'credit' | 'debit';
type TransferFor = { userId: string; username: string; currency: string };

/** The form as typed, its field errors and the failure of the last try. */
function useTransferDraft() {
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const reset = () => {
    setAmount('');
    setNote('');
    setAmountError(null);
    setNoteError(null);
    setFormError(null);
  };
  const values = { direction, amount, note, amountError, noteError, formError };
  const setters = { setDirection, setAmount, setNote, setAmountError, setNoteError, setFormError };
  return { ...values, ...setters, reset };
}

type TransferDraft = ReturnType<typeof useTransferDraft>;

/** Where the money went (or that it waits for a second approval), as a notification. */
function useTransferDone({ username, currency }: TransferFor) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (result: TransferBalanceResult, direction: Direction) => {
    if (isPendingApproval(result)) {
      const amount = moneyText(result.pendingApproval.amount, result.pendingApproval.currency, locale);
      notifications.show({ color: 'yellow', title: t('adminBank.transfer.pendingTitle'), message: `${username} · ${t('adminBank.transfer.pendingText', { amount })}` });
    } else {
      const balance = moneyText(result.balance, currency, locale);
      notifications.show({ color: 'brand', title: t(`adminBank.transfer.${direction}`), message: `${username} · ${t('adminBank.transfer.done', { balance })}` });
    }
  };
}

/**
 * Checks the form and sends it. Each attempt has one requestId, reused when the same body is sent
 * again after an unanswered try (`attemptRef`); a refusal naming a field shows under it.
 */
function useSubmitTransfer(target: TransferFor, draft: TransferDraft, attemptRef: RefObject<TransferAttempt | null>, finish: () => void) {
  const { t } = useTranslation();
  const [transfer, { isLoading: busy }] = useTransferBalanceMutation();
  const done = useTransferDone(target);
  const submit = async () => {
    if (busy) return;
    const check = checkAmount(draft.amount);
    draft.setAmountError(check.ok ? null : t(`bank.amountErrors.${check.error}`, { min: '', max: '' }));
    draft.setNoteError(draft.note.trim() ? null : t('adminBank.transfer.noteRequired'));
    if (!check.ok || !draft.note.trim()) return;
    const body = { userId: target.userId, amount: draft.amount.trim(), direction: draft.direction, note: draft.note.trim() };
    attemptRef.current = attemptFor(attemptRef.current, body, newRequestId);
    try {
      const result = await transfer({ ...body, requestId: attemptRef.current.requestId }).unwrap();
      attemptRef.current = null;
      done(result, body.direction);
      finish();
    } catch (error) {
      if (!outcomeUnknown(error)) attemptRef.current = null;
      const field = serverFieldOf(error);
      if (field === 'amount') draft.setAmountError(serverMessageOf(error));
      else if (field === 'note') draft.setNoteError(serverMessageOf(error));
      else draft.setFormError(serverMessageOf(error));
    }
  };
  return { submit, busy };
}

/** Direction, amount and the required note; any edit clears the last failure. */
function TransferFields({ draft, currency }: { draft: TransferDraft; currency: string }) {
  const { t } = useTranslation();
  const edited = () => draft.setFormError(null);
  /** A typed value clears its own error and the form's failure. */
  const typed = (setValue: (value: string) => void, setError: (error: null) => void) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValue(event.currentTarget.value);
    setError(null);
    edited();
  };
  return (
    <>
      <SegmentedControl
        fullWidth
        value={draft.direction}
        onChange={(value) => {
          draft.setDirection(value as Direction);
          edited();
        }}
        aria-label={t('adminBank.transfer.direction')}
        data={[
          { value: 'credit', label: t('adminBank.transfer.credit') },
          { value: 'debit', label: t('adminBank.transfer.debit') },
        ]}
      />
      <TextInput
        label={t('adminBank.transfer.amount', { currency })}
        inputMode="decimal"
        value={draft.amount}
        error={draft.amountError}
        onChange={typed(draft.setAmount, draft.setAmountError)}
      />
      <Textarea
        label={t('adminBank.transfer.note')}
        withAsterisk
        rows={3}
        maxLength={500}
        value={draft.note}
        error={draft.noteError}
        onChange={typed(draft.setNote, draft.setNoteError)}
      />
    </>
  );
}

/**
 * Staff credit or debit a player's cash (POST /api/admin/transfer-balance); the note is required.
 * A credit above the approval threshold is not moved yet: the answer says it waits for a second
 * staff member (Payments screen, "Pending approvals").
 */
export function TransferBalanceModal({
  userId,
  username,
  currency,
  opened,
  onClose,
  onDone,
}: TransferFor & {
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const draft = useTransferDraft();
  const attemptRef = useRef<TransferAttempt | null>(null);
  const close = () => {
    draft.reset();
    attemptRef.current = null;
    onClose();
  };
  const { submit, busy } = useSubmitTransfer({ userId, username, currency }, draft, attemptRef, () => {
    onDone();
    close();
  });
  return (
    <FormModal opened={opened} onClose={close} onSubmit={() => void submit()} title={`${t('adminBank.transfer.title')} · ${username}`}>
      <TransferFields draft={draft} currency={currency} />
      <FormFailure message={draft.formError} />
      <ModalActions
        cancelLabel={t('bank.cancel')}
        onCancel={close}
        confirmLabel={t('adminBank.transfer.submit')}
        confirmColor={draft.direction === 'debit' ? 'red' : 'brand'}
        busy={busy}
        onConfirm={() => void submit()}
      />
    </FormModal>
  );
}
