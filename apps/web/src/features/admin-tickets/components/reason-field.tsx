import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** The server's bounds of a staff reason (void, settle, resettle). */
export const reasonLengthMin = 3;
export const reasonLengthMax = 500;

/** The state of a staff action's required reason (see `useReason`). */
export type ReasonState = ReturnType<typeof useReason>;

/** A required reason: its text, whether a too-short one was submitted (cleared by typing), its check and reset. */
export function useReason() {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    value,
    missing,
    change: (next: string) => {
      setValue(next);
      setMissing(false);
    },
    /** True with a long enough reason; otherwise marks it missing. */
    check: () => {
      const ok = value.trim().length >= reasonLengthMin;
      if (!ok) setMissing(true);
      return ok;
    },
    reset: () => {
      setValue('');
      setMissing(false);
    },
  };
}

/** The mandatory reason of a staff action on a ticket. */
export function ReasonField({ reason, rows = 2 }: { reason: ReasonState; rows?: number }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('adminTickets.reason')}
      withAsterisk
      rows={rows}
      maxLength={reasonLengthMax}
      value={reason.value}
      error={reason.missing ? t('adminTickets.reasonRequired') : null}
      onChange={(event) => reason.change(event.currentTarget.value)}
    />
  );
}
