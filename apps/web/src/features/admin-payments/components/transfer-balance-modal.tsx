import { useRef, useState } from 'react';
import { Modal, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormFailure, ModalActions } from '../../../components/confirm-modal';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { checkAmount, moneyText, newRequestId } from '../../../lib/amount';
import { adminTransferBalance, isPendingApproval } from '../api/admin-transfer-balance';
import { attemptFor, outcomeUnknown, type TransferAttempt } from '../transfer-attempt';

/**
 * Staff credit or debit a player's cash (POST /api/admin/transfer-balance); the note is required.
 * Each attempt has one requestId, reused when the same body is sent again after an unanswered try.
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
}: {
  userId: string;
  username: string;
  currency: string;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<TransferAttempt | null>(null);
  const edited = () => setFormError(null);
  const close = () => {
    setAmount('');
    setNote('');
    setAmountError(null);
    setNoteError(null);
    setFormError(null);
    attempt.current = null;
    onClose();
  };

  const submit = async () => {
    if (busy) return;
    const check = checkAmount(amount);
    setAmountError(check.ok ? null : t(`bank.amountErrors.${check.error}`, { min: '', max: '' }));
    setNoteError(note.trim() ? null : t('adminBank.transfer.noteRequired'));
    if (!check.ok || !note.trim()) return;
    const body = { userId, amount: amount.trim(), direction, note: note.trim() };
    attempt.current = attemptFor(attempt.current, body, newRequestId);
    setBusy(true);
    try {
      const result = await adminTransferBalance({ ...body, requestId: attempt.current.requestId });
      attempt.current = null;
      if (isPendingApproval(result)) {
        notifications.show({
          color: 'yellow',
          title: t('adminBank.transfer.pendingTitle'),
          message: `${username} · ${t('adminBank.transfer.pendingText', { amount: moneyText(result.pendingApproval.amount, result.pendingApproval.currency, locale) })}`,
        });
      } else {
        notifications.show({
          color: 'brand',
          title: t(`adminBank.transfer.${direction}`),
          message: `${username} · ${t('adminBank.transfer.done', { balance: moneyText(result.balance, currency, locale) })}`,
        });
      }
      onDone();
      close();
    } catch (error) {
      if (!outcomeUnknown(error)) attempt.current = null;
      const field = serverFieldOf(error);
      if (field === 'amount') setAmountError(serverMessageOf(error));
      else if (field === 'note') setNoteError(serverMessageOf(error));
      else setFormError(serverMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`${t('adminBank.transfer.title')} · ${username}`} centered>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={direction}
          onChange={(value) => {
            setDirection(value as 'credit' | 'debit');
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
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            setAmountError(null);
            edited();
          }}
        />
        <Textarea
          label={t('adminBank.transfer.note')}
          withAsterisk
          rows={3}
          maxLength={500}
          value={note}
          error={noteError}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteError(null);
            edited();
          }}
        />
        <FormFailure message={formError} />
        <ModalActions
          cancelLabel={t('bank.cancel')}
          onCancel={close}
          confirmLabel={t('adminBank.transfer.submit')}
          confirmColor={direction === 'debit' ? 'red' : 'brand'}
          busy={busy}
          onConfirm={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
