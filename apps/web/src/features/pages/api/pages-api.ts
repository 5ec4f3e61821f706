import {
  type AdminPage,
  type AdminPageRow,
  type CreatePageBody,
  type Page,
  type PageLanguage,
  type PageStatus,
  type PageVersion,
  type PublicPage,
  type SavePageBody,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

export type AdminPagesQuery = { page: number; perPage: number; status?: PageStatus; language?: PageLanguage };
export type PageVersionsQuery = { id: string; language: PageLanguage; page: number; perPage: number };
export type PageLanguageArgs = { id: string; language: PageLanguage };

const tagTypes = ['AdminPages', 'AdminPage', 'PageVersions', 'PublicPage'] as const;
type Tag = (typeof tagTypes)[number];

/** A write changes the list, the page, its history and what readers get. */
const written = (result: unknown): Tag[] => (result ? ['AdminPages', 'AdminPage', 'PageVersions', 'PublicPage'] : []);

const pagePath = (id: string) => `/api/admin/pages/${encodeURIComponent(id)}`;

/** CMS pages: the staff list and editor (`pages.edit`, admin), and the public published page. */
export const pagesApi = apiSlice
  .enhanceEndpoints({ addTagTypes: tagTypes })
  .injectEndpoints({
    endpoints: (build) => ({
      adminPages: build.query<Page<AdminPageRow>, AdminPagesQuery>({
        query: (params) => ({ path: '/api/admin/pages', params, schema: 'adminPagesResponseSchema.response' }),
        providesTags: ['AdminPages'],
      }),
      adminPage: build.query<{ page: AdminPage }, string>({
        query: (id) => ({ path: pagePath(id), schema: 'adminPageResponseSchema.response' }),
        providesTags: ['AdminPage'],
      }),
      createPage: build.mutation<{ page: AdminPage }, CreatePageBody>({
        query: (body) => ({ path: '/api/admin/pages', method: 'POST', body, schema: 'adminPageResponseSchema.response' }),
        invalidatesTags: written,
      }),
      /** A new version of one language (readers keep the published one until it is published). */
      savePage: build.mutation<{ page: AdminPage }, { id: string; body: SavePageBody }>({
        query: ({ id, body }) => ({ path: pagePath(id), method: 'PUT', body, schema: 'adminPageResponseSchema.response' }),
        invalidatesTags: written,
      }),
      setPagePublished: build.mutation<{ page: AdminPage }, PageLanguageArgs & { publish: boolean }>({
        query: ({ id, language, publish }) => ({ path: `${pagePath(id)}/${publish ? 'publish' : 'unpublish'}`, method: 'POST', body: { language }, schema: 'adminPageResponseSchema.response' }),
        invalidatesTags: written,
      }),
      pageVersions: build.query<Page<PageVersion>, PageVersionsQuery>({
        query: ({ id, ...params }) => ({ path: `${pagePath(id)}/versions`, params, schema: 'pageVersionsResponseSchema.response' }),
        providesTags: ['PageVersions'],
      }),
      restorePageVersion: build.mutation<{ page: AdminPage }, { id: string; versionId: string }>({
        query: ({ id, versionId }) => ({ path: `${pagePath(id)}/versions/${encodeURIComponent(versionId)}/restore`, method: 'POST', body: {}, schema: 'adminPageResponseSchema.response' }),
        invalidatesTags: written,
      }),
      publicPage: build.query<PublicPage, { idOrSlug: string; lang: string }>({
        query: ({ idOrSlug, lang }) => ({ path: `/api/pages/${encodeURIComponent(idOrSlug)}`, params: { lang }, schema: 'publicPageResponseSchema.response' }),
        providesTags: ['PublicPage'],
      }),
    }),
  });

export const {
  useAdminPagesQuery,
  useAdminPageQuery,
  useCreatePageMutation,
  useSavePageMutation,
  useSetPagePublishedMutation,
  usePageVersionsQuery,
  useRestorePageVersionMutation,
  usePublicPageQuery,
} = pagesApi;
