import type { AdminBanner, PublicBanner } from '@oddsmith/core';

const images = (key: string) => ({
  desktopWebp: `/api/banners/images/${key}/desktop.webp`,
  desktopJpeg: `/api/banners/images/${key}/desktop.jpg`,
  mobileWebp: `/api/banners/images/${key}/mobile.webp`,
  mobileJpeg: `/api/banners/images/${key}/mobile.jpg`,
  thumb: `/api/banners/images/${key}/thumb.webp`,
});

export const slide = (n: number, link: string | null = `/promo-${n}`): PublicBanner => ({ id: `00000000-0000-4000-8000-00000000000${n}`, title: `Promo ${n}`, link, images: images(`10000000-0000-4000-8000-00000000000${n}`) });

export const adminBanner = (n: number, extra: Partial<AdminBanner> = {}): AdminBanner => ({
  ...slide(n),
  audience: 'both',
  language: 'all',
  activeFrom: null,
  activeTo: null,
  active: true,
  order: n,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...extra,
});
