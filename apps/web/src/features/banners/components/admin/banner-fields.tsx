import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { bannerAudiences, bannerLanguages } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import type { BannerDraft, BannerDraftErrors, BannerDraftField } from '../../banner-draft';

type Props = { draft: BannerDraft; errors: BannerDraftErrors; onChange: (draft: BannerDraft) => void };

/** The banner's fields, shared by the upload card and the edit dialog. */
export function BannerFields({ draft, errors, onChange }: Props) {
  const { t } = useTranslation();
  const set = (field: BannerDraftField) => (value: string | null) => onChange({ ...draft, [field]: value ?? '' });
  const error = (field: BannerDraftField) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Stack gap="sm">
      <TextInput label={t('banners.fields.title')} required value={draft.title} error={error('title')} onChange={(event) => set('title')(event.currentTarget.value)} />
      <TextInput label={t('banners.fields.link')} description={t('banners.fields.linkHint')} placeholder="/casino" value={draft.link} error={error('link')} onChange={(event) => set('link')(event.currentTarget.value)} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('banners.fields.audience')}
          data={bannerAudiences.map((value) => ({ value, label: t(`banners.audience.${value}`) }))}
          value={draft.audience}
          allowDeselect={false}
          onChange={set('audience')}
        />
        <Select
          label={t('banners.fields.language')}
          data={bannerLanguages.map((value) => ({ value, label: t(`banners.language.${value}`) }))}
          value={draft.language}
          allowDeselect={false}
          onChange={set('language')}
        />
        <TextInput type="datetime-local" label={t('banners.fields.activeFrom')} value={draft.activeFrom} error={error('activeFrom')} onChange={(event) => set('activeFrom')(event.currentTarget.value)} />
        <TextInput type="datetime-local" label={t('banners.fields.activeTo')} value={draft.activeTo} error={error('activeTo')} onChange={(event) => set('activeTo')(event.currentTarget.value)} />
      </SimpleGrid>
    </Stack>
  );
}
