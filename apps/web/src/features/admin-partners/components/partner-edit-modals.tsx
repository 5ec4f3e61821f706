import { useState } from 'react';
import { Checkbox, NumberInput, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminPartnerDetail, UpdatePartnerBody } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal, FormFailure, FormModal, ModalActions } from '../../../components/confirm-modal';
import { serverMessageOf } from '../../../lib/api-client';
import { useUpdatePartnerMutation } from '../api/admin-partners-api';

/** Sends one change of a partner; the modal closes and a notice shows once it is done, else the server's message stays. */
function useUpdate(id: string, onDone: () => void) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdatePartnerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (body: UpdatePartnerBody) => {
    setFailure(null);
    try {
      await update({ id, body }).unwrap();
      notifications.show({ color: 'brand', message: t('adminPartners.detail.saved') });
      onDone();
    } catch (error) {
      setFailure(serverMessageOf(error));
    }
  };
  return { send, failure, busy: isLoading };
}

/** The revenue share: the partner's own percentage (0–100, 2 decimals) or the programme's default. */
export function ShareModal({ detail, opened, onClose }: { detail: AdminPartnerDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { partner } = detail;
  const [useDefault, setUseDefault] = useState(!partner.revenueShareOverridden);
  const [percent, setPercent] = useState<number | string>(partner.revenueSharePercent);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const update = useUpdate(partner.id, onClose);
  const submit = () => {
    const value = typeof percent === 'number' ? percent : Number.NaN;
    if (!useDefault && !(value >= 0 && value <= 100)) return setInvalid(true);
    void update.send({ revenueSharePercent: useDefault ? null : Math.round(value * 100) / 100, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };
  return (
    <FormModal opened={opened} onClose={onClose} onSubmit={submit} title={t('adminPartners.detail.shareTitle')}>
      <Checkbox label={t('adminPartners.detail.useDefault')} checked={useDefault} onChange={(event) => setUseDefault(event.currentTarget.checked)} />
      <NumberInput
        label={t('adminPartners.detail.sharePercent')}
        disabled={useDefault}
        min={0}
        max={100}
        decimalScale={2}
        suffix=" %"
        value={percent}
        error={invalid ? t('adminPartners.detail.shareRange') : null}
        onChange={(value) => {
          setPercent(value);
          setInvalid(false);
        }}
      />
      <Textarea label={t('adminPartners.detail.reason')} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      <FormFailure message={update.failure} />
      <ModalActions cancelLabel={t('adminPartners.cancel')} onCancel={onClose} confirmLabel={t('adminPartners.detail.save')} busy={update.busy} onConfirm={submit} />
    </FormModal>
  );
}

/** Blocks (the partner can no longer log in) or unblocks the partner, with an optional reason for the audit. */
export function StatusModal({ detail, opened, onClose }: { detail: AdminPartnerDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const blocking = detail.partner.status === 'active';
  const [reason, setReason] = useState('');
  const update = useUpdate(detail.partner.id, onClose);
  const confirm = () => void update.send({ status: blocking ? 'blocked' : 'active', ...(reason.trim() ? { reason: reason.trim() } : {}) });
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      failure={update.failure}
      title={blocking ? t('adminPartners.detail.blockTitle') : t('adminPartners.detail.unblockTitle')}
      actions={{ cancelLabel: t('adminPartners.cancel'), confirmLabel: blocking ? t('adminPartners.detail.block') : t('adminPartners.detail.unblock'), confirmColor: blocking ? 'red' : undefined, busy: update.busy, onConfirm: confirm }}
    >
      <Text size="sm">{blocking ? t('adminPartners.detail.blockText', { username: detail.partner.username }) : t('adminPartners.detail.unblockText', { username: detail.partner.username })}</Text>
      <Textarea label={t('adminPartners.detail.reason')} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
    </ConfirmModal>
  );
}
