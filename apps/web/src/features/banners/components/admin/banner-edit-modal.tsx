import { useState } from 'react';
import type { AdminBanner } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { FormFailure, FormModal, ModalActions } from '../../../../components/confirm-modal';
import { serverMessageOf } from '../../../../lib/api-client';
import { useBannerActionMutation } from '../../api/banners-api';
import { draftOfBanner, emptyBannerDraft, validateBannerDraft, type BannerDraft, type BannerDraftErrors } from '../../banner-draft';
import { BannerFields } from './banner-fields';

/** Rendered with `key` = the banner's id, so each opening starts from that banner's values. Edit a banner's title, link, audience, language and dates (the picture stays; upload a new banner to change it). */
export function BannerEditModal({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BannerDraft>(() => (banner ? draftOfBanner(banner) : emptyBannerDraft));
  const [errors, setErrors] = useState<BannerDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [act, { isLoading }] = useBannerActionMutation();
  const submit = async () => {
    if (!banner) return;
    const checked = validateBannerDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await act({ actionType: 'updateBanner', id: banner.id, ...checked.values }).unwrap();
      onClose();
    } catch (error) {
      setFailure(serverMessageOf(error));
    }
  };
  return (
    <FormModal opened={banner !== null} title={t('banners.edit.title')} onClose={onClose} onSubmit={() => void submit()} size="lg">
      <BannerFields draft={draft} errors={errors} onChange={setDraft} />
      <FormFailure message={failure} />
      <ModalActions cancelLabel={t('banners.cancel')} onCancel={onClose} confirmLabel={t('banners.edit.save')} onConfirm={() => void submit()} busy={isLoading} />
    </FormModal>
  );
}
