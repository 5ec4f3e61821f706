import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/use-translation';
import { FormFailure } from '../../../../components/confirm-modal';
import { SectionCard } from '../../../../components/section-card';
import { serverMessageOf } from '../../../../lib/api-client';
import { useUploadBannerMutation } from '../../api/banners-api';
import { acceptedImageTypes, emptyBannerDraft, uploadBytesMax, uploadFormData, validateBannerDraft, type BannerDraft, type BannerDraftErrors } from '../../banner-draft';
import { BannerFields } from './banner-fields';

/** A local preview of the picked file, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

function ImageDrop({ file, onFile, onReject }: { file: File | null; onFile: (file: File) => void; onReject: (rejections: FileRejection[]) => void }) {
  const { t } = useTranslation();
  const preview = usePreviewUrl(file);
  return (
    <Dropzone onDrop={(files) => files[0] && onFile(files[0])} onReject={onReject} accept={acceptedImageTypes} maxSize={uploadBytesMax} maxFiles={1} multiple={false} aria-label={t('banners.upload.drop')}>
      <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={36} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={36} />
        </Dropzone.Reject>
        <Dropzone.Idle>{preview ? null : <IconPhoto size={36} />}</Dropzone.Idle>
        {preview ? (
          <Image src={preview} alt={t('banners.upload.preview')} radius="md" maw={480} style={{ aspectRatio: '16 / 5', objectFit: 'cover' }} />
        ) : (
          <Stack gap={2}>
            <Text fw={700}>{t('banners.upload.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('banners.upload.hint')}
            </Text>
          </Stack>
        )}
      </Group>
    </Dropzone>
  );
}

/** Upload: drop or pick a picture (checked here for type and size as a convenience), fill the fields, send. */
export function BannerUploadCard() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState<BannerDraft>(emptyBannerDraft);
  const [errors, setErrors] = useState<BannerDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadBannerMutation();
  const onReject = (rejections: FileRejection[]) => {
    const tooBig = rejections.some((rejection) => rejection.errors.some((error) => error.code === 'file-too-large'));
    setFailure(t(tooBig ? 'banners.upload.tooLarge' : 'banners.upload.wrongType'));
  };
  const submit = async () => {
    const checked = validateBannerDraft(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (!file) return setFailure(t('banners.upload.noFile'));
    if (!checked.ok) return setFailure(null);
    setFailure(null);
    try {
      await upload(uploadFormData(file, checked.values)).unwrap();
      notifications.show({ color: 'brand', title: t('banners.upload.done'), message: checked.values.title });
      setFile(null);
      setDraft(emptyBannerDraft);
    } catch (error) {
      setFailure(serverMessageOf(error));
    }
  };
  return (
    <SectionCard title={t('banners.upload.title')} text={t('banners.upload.text')}>
      <Stack gap="md">
        <ImageDrop file={file} onFile={(next) => (setFile(next), setFailure(null))} onReject={onReject} />
        <BannerFields draft={draft} errors={errors} onChange={setDraft} />
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button leftSection={<IconUpload size={16} />} loading={isLoading} onClick={() => void submit()}>
            {t('banners.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
