import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** The server's bounds of a staff reason (`staffReasonSchema`). */
const reasonMin = 3;
const reasonMax = 500;

/** A staff reason: its text, whether it was refused (cleared by typing), its check and reset; optional ones may stay empty. */
export function useReasonText(required: boolean) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const trimmed = value.trim();
  return {
    value,
    invalid,
    required,
    trimmed,
    change: (next: string) => {
      setValue(next);
      setInvalid(false);
    },
    check: () => {
      const ok = trimmed.length >= reasonMin || (!required && trimmed.length === 0);
      setInvalid(!ok);
      return ok;
    },
    reset: () => {
      setValue('');
      setInvalid(false);
    },
  };
}

export type ReasonText = ReturnType<typeof useReasonText>;

export function ReasonInput({ reason }: { reason: ReasonText }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t(reason.required ? 'adminExchange.reason' : 'adminExchange.reasonOptional')}
      withAsterisk={reason.required}
      rows={2}
      maxLength={reasonMax}
      value={reason.value}
      error={reason.invalid ? t('adminExchange.reasonShort', { min: reasonMin }) : null}
      onChange={(event) => reason.change(event.currentTarget.value)}
    />
  );
}
