import {
  bannerTitleLengthMax,
  bannerUploadBytesMax,
  isSafeBannerLink,
  type AdminBanner,
  type BannerAudience,
  type BannerLanguage,
} from '@oddsmith/core';

/** The banner form as typed: dates as `datetime-local` text in the browser's time zone. */
export type BannerDraft = {
  title: string;
  link: string;
  audience: BannerAudience;
  language: BannerLanguage;
  activeFrom: string;
  activeTo: string;
};

export type BannerValues = { title: string; link: string | null; audience: BannerAudience; language: BannerLanguage; activeFrom: string | null; activeTo: string | null };
export type BannerDraftField = keyof BannerDraft;
/** Translation keys (`banners.errors.*`) per field. */
export type BannerDraftErrors = Partial<Record<BannerDraftField, string>>;

export const emptyBannerDraft: BannerDraft = { title: '', link: '', audience: 'both', language: 'all', activeFrom: '', activeTo: '' };

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as `datetime-local` text in the browser's zone (empty for none). */
export function localDateTimeText(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function isoOf(text: string): string | null | undefined {
  if (!text.trim()) return null;
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function draftOfBanner(banner: AdminBanner): BannerDraft {
  return {
    title: banner.title,
    link: banner.link ?? '',
    audience: banner.audience,
    language: banner.language,
    activeFrom: localDateTimeText(banner.activeFrom),
    activeTo: localDateTimeText(banner.activeTo),
  };
}

/** The same rules as the server's (the server checks again): the values to send, or the errors. */
export function validateBannerDraft(draft: BannerDraft): { ok: true; values: BannerValues } | { ok: false; errors: BannerDraftErrors } {
  const errors: BannerDraftErrors = {};
  const title = draft.title.trim();
  const link = draft.link.trim();
  if (!title) errors.title = 'banners.errors.titleRequired';
  else if (title.length > bannerTitleLengthMax) errors.title = 'banners.errors.titleLong';
  if (link && !isSafeBannerLink(link)) errors.link = 'banners.errors.link';
  const activeFrom = isoOf(draft.activeFrom);
  const activeTo = isoOf(draft.activeTo);
  if (activeFrom === undefined) errors.activeFrom = 'banners.errors.date';
  if (activeTo === undefined) errors.activeTo = 'banners.errors.date';
  else if (activeFrom && activeTo && activeTo <= activeFrom) errors.activeTo = 'banners.errors.dateOrder';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { title, link: link || null, audience: draft.audience, language: draft.language, activeFrom: activeFrom ?? null, activeTo: activeTo ?? null } };
}

/** The upload's multipart body: the file as `image`, the fields as text (empty ones left out). */
export function uploadFormData(file: Blob, values: BannerValues): FormData {
  const form = new FormData();
  form.append('title', values.title);
  if (values.link) form.append('link', values.link);
  form.append('audience', values.audience);
  form.append('language', values.language);
  if (values.activeFrom) form.append('activeFrom', values.activeFrom);
  if (values.activeTo) form.append('activeTo', values.activeTo);
  form.append('image', file);
  return form;
}

export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp'];
export const uploadBytesMax = bannerUploadBytesMax;
