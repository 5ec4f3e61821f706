import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { EmptyState, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminBanner } from '@oddsmith/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/use-translation';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { ErrorState } from '../../../../components/error-state';
import { ScreenPage } from '../../../../components/screen-page';
import { SectionCard } from '../../../../components/section-card';
import { serverMessageOf } from '../../../../lib/api-client';
import { useBannerActionMutation, useBannerGalleryQuery, type BannerEdit } from '../../api/banners-api';
import { BannerEditModal } from './banner-edit-modal';
import { BannerGalleryList } from './banner-gallery-list';
import { BannerUploadCard } from './banner-upload-card';

function DeleteBannerModal({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [act, { isLoading }] = useBannerActionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    if (!banner) return;
    try {
      await act({ actionType: 'deleteBanner', id: banner.id }).unwrap();
      setFailure(null);
      onClose();
    } catch (error) {
      setFailure(serverMessageOf(error));
    }
  };
  return (
    <ConfirmModal opened={banner !== null} title={t('banners.delete.title')} onClose={onClose} failure={failure} actions={{ cancelLabel: t('banners.cancel'), confirmLabel: t('banners.delete.confirm'), confirmColor: 'red', busy: isLoading, onConfirm: () => void confirm() }}>
      <Text>{t('banners.delete.text', { title: banner?.title ?? '' })}</Text>
    </ConfirmModal>
  );
}

/** Runs a gallery action; a refusal shows as a notification (the list stays as the server has it). */
function useGalleryAction() {
  const { t } = useTranslation();
  const [act, state] = useBannerActionMutation();
  const run = async (action: BannerEdit) => {
    try {
      await act(action).unwrap();
    } catch (error) {
      notifications.show({ color: 'red', title: t('banners.actionFailed'), message: serverMessageOf(error) });
    }
  };
  return { run, busy: state.isLoading };
}

function GallerySection() {
  const { t } = useTranslation();
  const gallery = useBannerGalleryQuery();
  const { run, busy } = useGalleryAction();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const banners = gallery.data?.banners;
  const actions = { busy, onEdit: setEditing, onDelete: setDeleting, onToggle: (banner: AdminBanner, active: boolean) => void run({ actionType: 'toggleBanner', id: banner.id, active }) };
  return (
    <SectionCard title={t('banners.list.title')} text={t('banners.list.text')}>
      {gallery.isError && !banners ? (
        <ErrorState message={serverMessageOf(gallery.error)} onRetry={() => void gallery.refetch()} />
      ) : !banners ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((key) => <Skeleton key={key} h={76} radius="md" />)}
        </Stack>
      ) : banners.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyState icon={<IconPhotoOff size={28} />} variant="light" title={t('banners.list.emptyTitle')} description={t('banners.list.emptyText')} />
        </Paper>
      ) : (
        <BannerGalleryList banners={banners} actions={actions} onReorder={(ids) => void run({ actionType: 'reorderBanners', ids })} />
      )}
      <BannerEditModal key={editing?.id ?? 'closed'} banner={editing} onClose={() => setEditing(null)} />
      <DeleteBannerModal banner={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}

/** `/caff/admin/banners-gallery`: upload banners and arrange the slider (content.edit). */
export function BannersGalleryScreen() {
  const { t } = useTranslation();
  return (
    <ScreenPage title={t('banners.screen.title')} subtitle={t('banners.screen.subtitle')} size="xl">
      <Stack gap="lg">
        <BannerUploadCard />
        <GallerySection />
      </Stack>
    </ScreenPage>
  );
}
