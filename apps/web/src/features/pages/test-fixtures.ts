import type { AdminPage, AdminPageRow, PageVersion, PublicPage } from '@oddsmith/core';

export const pageRow: AdminPageRow = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'terms',
  title: 'Terms and conditions',
  languages: [
    { language: 'en', status: 'published', title: 'Terms and conditions', unpublishedChanges: true },
    { language: 'es', status: 'draft', title: 'Términos', unpublishedChanges: false },
  ],
  updatedAt: '2026-03-01T10:00:00.000Z',
  updatedByUsername: 'admin',
};

export const adminPage: AdminPage = {
  id: pageRow.id,
  slug: 'terms',
  updatedAt: '2026-03-01T10:00:00.000Z',
  updatedByUsername: 'admin',
  translations: [
    { language: 'en', status: 'published', title: 'Terms and conditions', body: '# Terms\n\nRead carefully.', versionNumber: 2, publishedVersionNumber: 1, updatedAt: '2026-03-01T10:00:00.000Z', updatedByUsername: 'admin' },
  ],
};

export const versions: PageVersion[] = [
  { id: 'v2', language: 'en', number: 2, title: 'Terms and conditions', body: '# Terms\n\nRead carefully.', origin: 'save', restoredFromNumber: null, createdAt: '2026-03-01T10:00:00.000Z', createdByUsername: 'admin', published: false },
  { id: 'v1', language: 'en', number: 1, title: 'Terms', body: 'First text', origin: 'starter', restoredFromNumber: null, createdAt: '2026-02-01T10:00:00.000Z', createdByUsername: null, published: true },
];

export const publicPage: PublicPage = {
  id: pageRow.id,
  slug: 'terms',
  language: 'en',
  title: 'Terms and conditions',
  html: '<h2>Your account</h2><p>Be <strong>18</strong> or older.</p>',
  publishedAt: '2026-03-01T10:00:00.000Z',
  languages: ['en'],
};
