import { type BannerGallery, type MiscAction, type PublicBanner, type PublicBannersQuery } from '@oddsmith/core';
import { apiBaseUrl } from '../../../config/env';
import { apiSlice } from '../../../lib/api-slice';

const tagTypes = ['Banners', 'BannerGallery'] as const;
type Tag = (typeof tagTypes)[number];
const onSuccess =
  (...tags: Tag[]) =>
  (result: unknown) =>
    result ? tags : [];

/** An image path of the contract on the API host (the same origin by default). */
export const bannerImageUrl = (path: string) => `${apiBaseUrl}${path}`;

/** A gallery action other than the list (the list is `bannerGallery`). */
export type BannerEdit = Exclude<MiscAction, { actionType: 'fetchGallery' }>;

/**
 * The banners: the public slider list (`GET /api/banners`), the staff gallery through the seed's
 * `misc-actions` (`fetchGallery` and the edits) and the upload (`POST /api/admin/banners-gallery`,
 * multipart). Every change refreshes the gallery and the slider.
 */
export const bannersApi = apiSlice
  .enhanceEndpoints({ addTagTypes: tagTypes })
  .injectEndpoints({
    endpoints: (build) => ({
      publicBanners: build.query<{ banners: PublicBanner[] }, PublicBannersQuery>({
        query: (params) => ({ path: '/api/banners', params, schema: 'publicBannersResponseSchema.response' }),
        providesTags: ['Banners'],
      }),
      bannerGallery: build.query<BannerGallery, void>({
        query: () => ({ path: '/api/admin/misc-actions', method: 'POST', body: { actionType: 'fetchGallery' }, schema: 'bannerGalleryResponseSchema.response' }),
        providesTags: ['BannerGallery'],
      }),
      bannerAction: build.mutation<BannerGallery, BannerEdit>({
        query: (body) => ({ path: '/api/admin/misc-actions', method: 'POST', body, schema: 'bannerGalleryResponseSchema.response' }),
        invalidatesTags: onSuccess('BannerGallery', 'Banners'),
      }),
      uploadBanner: build.mutation<BannerGallery, FormData>({
        query: (body) => ({ path: '/api/admin/banners-gallery', method: 'POST', body, schema: 'bannerGalleryResponseSchema.response' }),
        invalidatesTags: onSuccess('BannerGallery', 'Banners'),
      }),
    }),
  });

export const { usePublicBannersQuery, useBannerGalleryQuery, useBannerActionMutation, useUploadBannerMutation } = bannersApi;
