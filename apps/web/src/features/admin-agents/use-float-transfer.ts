import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { serverFieldOf, serverMessageOf } from '../../lib/api-client';
import { checkAmount, newRequestId } from '../../lib/amount';
import { attemptFor, outcomeUnknown, type TransferAttempt } from '../../lib/transfer-attempt';
import { useFloatTransferMutation, type FloatTransferResult } from './api/admin-agents-api';

export type Direction = 'credit' | 'debit';
type Errors = { amount: string | null; note: string | null; form: string | null };
const noErrors: Errors = { amount: null, note: null, form: null };

/**
 * One float transfer form (staff funding an agent, an agent crediting or debiting a player): the
 * typed values, the errors under each field, and a submit that keeps one requestId per attempt (a
 * retry of the same body after an unanswered try reuses it, so money moves at most once).
 */
export function useFloatTransfer(userId: string, onDone: (result: FloatTransferResult, direction: Direction) => void) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>(noErrors);
  const attemptRef = useRef<TransferAttempt | null>(null);
  const [transfer, { isLoading: busy }] = useFloatTransferMutation();
  const edit = <T,>(set: (value: T) => void, field: keyof Errors) => (value: T) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: null, form: null }));
  };
  const reset = () => {
    setAmount('');
    setNote('');
    setErrors(noErrors);
    attemptRef.current = null;
  };
  const submit = async () => {
    if (busy) return;
    const check = checkAmount(amount);
    const next = { amount: check.ok ? null : t(`bank.amountErrors.${check.error}`, { min: '', max: '' }), note: note.trim() ? null : t('adminAgents.form.noteRequired'), form: null };
    setErrors(next);
    if (next.amount || next.note) return;
    const body = { userId, amount: amount.trim(), direction, note: note.trim() };
    attemptRef.current = attemptFor(attemptRef.current, body, newRequestId);
    try {
      const result = await transfer({ ...body, requestId: attemptRef.current.requestId }).unwrap();
      reset();
      onDone(result, direction);
    } catch (error) {
      if (!outcomeUnknown(error)) attemptRef.current = null;
      const field = serverFieldOf(error);
      const message = serverMessageOf(error);
      setErrors({ ...noErrors, ...(field === 'amount' || field === 'note' ? { [field]: message } : { form: message }) });
    }
  };
  return { direction, amount, note, errors, busy, setDirection: edit(setDirection, 'form'), setAmount: edit(setAmount, 'amount'), setNote: edit(setNote, 'note'), submit, reset };
}

export type FloatTransferForm = ReturnType<typeof useFloatTransfer>;
