import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The server's bounds of a staff reason (void, settle, resettle). */
export const reasonLengthMin = 3;
export const reasonLengthMax = 500;

type Props = {
  value: string;
  /** Set after a submit with a reason shorter than the minimum; cleared by typing. */
  missing: boolean;
  rows?: number;
  onChange: (value: string) => void;
};

/** The mandatory reason of a staff action on a ticket. */
export function ReasonField({ value, missing, rows = 2, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('adminTickets.reason')}
      withAsterisk
      rows={rows}
      maxLength={reasonLengthMax}
      value={value}
      error={missing ? t('adminTickets.reasonRequired') : null}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
